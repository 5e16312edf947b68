export { Select } from './Select.js';
export type { SelectOption, SelectProps } from './Select.js';
