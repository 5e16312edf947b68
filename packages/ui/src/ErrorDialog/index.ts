export { ErrorDialog } from './ErrorDialog.js';
export type { ErrorDialogProps } from './ErrorDialog.js';
