'use client';

// The slot itself lives in `@insurance-web/ui`, shared with the forms' advisor modal; the quote flow
// passes its calculator the stored plate lookup.
import type { CalculatorProps as SlotProps } from '@insurance-web/ui';
import type { StoredVehicleLookup } from '../PlateQuoteBox/vehicleLookupStorage.js';

export type { CalculatorProviderProps, Calculators } from '@insurance-web/ui';
export { CalculatorProvider, useCalculator } from '@insurance-web/ui';

/** What the quote flow's calculator gets: its type and the vehicle carried over from the plate lookup. */
export type CalculatorProps = SlotProps<StoredVehicleLookup>;
