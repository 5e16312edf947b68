export { formatCzechDate, parseCzechDate } from './czechDate.js';
export type { DateFieldProps } from './DateField.js';
export { DateField } from './DateField.js';
