export { DateField } from './DateField.js';
export type { DateFieldProps } from './DateField.js';
export { formatCzechDate, parseCzechDate } from './czechDate.js';
