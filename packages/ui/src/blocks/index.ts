export type { CalculatorProps, CalculatorProviderProps, Calculators } from './CalculatorSlot.js';
export { CalculatorProvider, useCalculation, useCalculator } from './CalculatorSlot.js';
export type { CalculatorUnavailableMessages, CalculatorUnavailableProps } from './CalculatorUnavailable.js';
export { CalculatorUnavailable, calculatorUnavailableMessages } from './CalculatorUnavailable.js';
export type { Calculation } from './calculation.js';
export {
  CALCULATION_CHANGE_EVENT,
  CALCULATION_STORAGE_PREFIX,
  CALCULATION_SUMMARY_MAX,
  clearCalculation,
  parseCalculation,
  publishCalculation,
  readCalculation,
  subscribeCalculations,
} from './calculation.js';
export type { AnyBlockDefinition, BlockDefinition, ContentSchema } from './defineBlock.js';
export { defineBlock } from './defineBlock.js';
export type { IslandLoader, IslandLoaders } from './islands.js';
export type {
  ContentIssue,
  RegistryOptions,
  ResolvedSection,
  Section,
  SectionRegistry,
} from './registry.js';
export {
  contentProps,
  createRegistry,
  describeInvalidSection,
  resolveSection,
  sectionsAboveTheFold,
} from './registry.js';
