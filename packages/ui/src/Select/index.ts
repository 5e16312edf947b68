export type { SelectOption, SelectProps } from './Select.js';
export { Select } from './Select.js';
