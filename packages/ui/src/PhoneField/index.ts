export { PHONE_PREFIX, PhoneField } from './PhoneField.js';
export type { PhoneFieldProps } from './PhoneField.js';
