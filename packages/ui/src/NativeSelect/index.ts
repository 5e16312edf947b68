export type { NativeSelectProps } from './NativeSelect.js';
export { NativeSelect } from './NativeSelect.js';
