import { defineBlock } from '@insurance-web/ui';
import { WorkingHoursChart } from './WorkingHoursChart.js';
import { workingHoursContent } from './workingHoursContent.js';

/** The working-hours chart as a page section: the weekday tabs need the browser, so it hydrates. */
export const workingHoursBlock = defineBlock({
  type: 'branches.working-hours',
  label: 'Pobočky: vytížení během dne',
  content: workingHoursContent,
  component: WorkingHoursChart,
  island: () => true,
});
