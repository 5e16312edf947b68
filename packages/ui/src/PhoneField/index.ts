export type { PhoneFieldProps } from './PhoneField.js';
export { PHONE_PREFIX, PhoneField } from './PhoneField.js';
