// What the casco button loads when it is first clicked: the dialog and its confirmation.
export type { CascoContact, CascoDialogProps } from './CascoDialog.js';
export { CascoDialog } from './CascoDialog.js';
export type { CascoSentDialogProps } from './CascoSentDialog.js';
export { CascoSentDialog } from './CascoSentDialog.js';
