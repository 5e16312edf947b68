export { formatCzechDate, parseCzechDate } from './czechDate.js';
export type { DateFieldCalendar, DateFieldProps } from './DateField.js';
export { DateField } from './DateField.js';
