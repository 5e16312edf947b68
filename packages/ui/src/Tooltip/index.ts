export { TOOLTIP_DELAY_MS, Tooltip } from './Tooltip.js';
export type { TooltipProps } from './Tooltip.js';
