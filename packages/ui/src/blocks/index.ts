export type { CalculatorProps, CalculatorProviderProps, Calculators } from './CalculatorSlot.js';
export { CalculatorProvider, useCalculator } from './CalculatorSlot.js';
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
export { contentProps, createRegistry, describeInvalidSection, resolveSection } from './registry.js';
