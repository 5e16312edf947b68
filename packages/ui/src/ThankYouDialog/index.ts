export { ThankYouDialog } from './ThankYouDialog.js';
export type { ThankYouDialogProps } from './ThankYouDialog.js';
