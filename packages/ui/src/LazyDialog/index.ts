export type { LazyDialogButtonProps, LazyDialogControl } from './LazyDialogButton.js';
export { LazyDialogButton } from './LazyDialogButton.js';
export type { LoadingDialogProps } from './LoadingDialog.js';
export { LoadingDialog } from './LoadingDialog.js';
export type { ModuleLoader } from './moduleLoader.js';
export { createModuleLoader } from './moduleLoader.js';
export type { LazyModule } from './useLazyModule.js';
export { useLazyModule } from './useLazyModule.js';
export { useStandInEscape } from './useStandInEscape.js';
