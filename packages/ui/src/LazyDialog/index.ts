export type { LazyModule, PendingDialogProps } from './LazyDialog.js';
export { PendingDialog, useLazyModule } from './LazyDialog.js';
export { useStandInEscape } from './useStandInEscape.js';
