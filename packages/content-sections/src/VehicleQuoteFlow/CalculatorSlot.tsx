'use client';

import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { StoredVehicleLookup } from '../PlateQuoteBox/vehicleLookupStorage.js';

/** What a registered calculator gets: its type and the vehicle carried over from the plate lookup. */
export interface CalculatorProps {
  type: string;
  /** `null` until the visitor has given a plate (or when storage and `spz` hold none). */
  vehicle: StoredVehicleLookup | null;
}

/** Calculators by type (SPEC §2: "forms and calculators are registered by type"). */
export type Calculators = Readonly<Record<string, ComponentType<CalculatorProps>>>;

const CalculatorContext = createContext<Calculators>({});

export interface CalculatorProviderProps {
  calculators: Calculators;
  children?: ReactNode;
}

/**
 * The host's calculators for the quote flow's slot. The screens of the calculators are not part of
 * SPEC.md; a host that has one registers it here, and the slot renders it in place of its notice.
 */
export function CalculatorProvider({ calculators, children }: CalculatorProviderProps) {
  return <CalculatorContext.Provider value={calculators}>{children}</CalculatorContext.Provider>;
}

/** The calculator registered for `type`, or `null`. */
export function useCalculator(type: string): ComponentType<CalculatorProps> | null {
  const calculators = useContext(CalculatorContext);
  return Object.hasOwn(calculators, type) ? (calculators[type] ?? null) : null;
}
