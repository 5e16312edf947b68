export type { ErrorDialogProps } from './ErrorDialog.js';
export { ErrorDialog } from './ErrorDialog.js';
