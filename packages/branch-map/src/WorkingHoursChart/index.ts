export type { BusyHour, WorkingHoursDay } from './busyHours.js';
export { BUSY_FROM, barHeightRem, isBusy } from './busyHours.js';
export { WorkingHoursChart } from './WorkingHoursChart.js';
export { workingHoursBlock } from './workingHoursBlock.js';
export type { WorkingHoursProps } from './workingHoursContent.js';
