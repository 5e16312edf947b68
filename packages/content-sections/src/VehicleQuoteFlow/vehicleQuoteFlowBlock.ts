import { defineBlock } from '../registry/defineBlock.js';
import { VehicleQuoteFlow } from './VehicleQuoteFlow.js';
import { vehicleQuoteFlowContent } from './vehicleQuoteFlowContent.js';

export const vehicleQuoteFlowBlock = defineBlock({
  type: 'blocks.vehicle-quote-flow',
  label: 'Sjednání pojištění vozidla',
  content: vehicleQuoteFlowContent,
  component: VehicleQuoteFlow,
  // The vehicle comes from the browser's storage: there is nothing to show without hydrating.
  island: () => true,
});
