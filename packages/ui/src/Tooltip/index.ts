export type { TooltipProps } from './Tooltip.js';
export { TOOLTIP_DELAY_MS, Tooltip } from './Tooltip.js';
