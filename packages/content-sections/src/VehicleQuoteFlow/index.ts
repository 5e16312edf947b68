export type { CalculatorProps, CalculatorProviderProps, Calculators } from './CalculatorSlot.js';
export { CalculatorProvider, useCalculator } from './CalculatorSlot.js';
export type { FlowStart } from './flowStart.js';
export { flowStart, plateFromParam } from './flowStart.js';
export type { VehicleQuoteFlowProps } from './VehicleQuoteFlow.js';
export { VehicleQuoteFlow } from './VehicleQuoteFlow.js';
export { vehicleQuoteFlowBlock } from './vehicleQuoteFlowBlock.js';
export type { VehicleQuoteFlowContent } from './vehicleQuoteFlowContent.js';
export { VEHICLE_CALCULATOR, vehicleQuoteFlowContent } from './vehicleQuoteFlowContent.js';
