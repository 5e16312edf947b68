export type { ThankYouDialogProps } from './ThankYouDialog.js';
export { ThankYouDialog } from './ThankYouDialog.js';
