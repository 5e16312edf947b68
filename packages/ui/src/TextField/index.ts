export type { TextFieldProps } from './TextField.js';
export { TextField } from './TextField.js';
