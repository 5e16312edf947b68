'use client';

import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  CALCULATION_STORAGE_PREFIX,
  type Calculation,
  parseCalculation,
  subscribeCalculations,
} from './calculation.js';

/**
 * What a registered calculator gets: its type and what the page carries into it (the vehicle quote
 * flow passes the plate lookup); `null` starts it without a calculation (the advisor modal).
 */
export interface CalculatorProps<Vehicle = unknown> {
  type: string;
  vehicle: Vehicle | null;
}

/** Calculators by type (SPEC §2: "forms and calculators are registered by type"). */
// biome-ignore lint/suspicious/noExplicitAny: each calculator types what it receives
export type Calculators = Readonly<Record<string, ComponentType<CalculatorProps<any>>>>;

const CalculatorContext = createContext<Calculators>({});

export interface CalculatorProviderProps {
  calculators: Calculators;
  children?: ReactNode;
}

/**
 * The host's calculators for every block with a calculator slot (the quote flow, the advisor modal).
 * The screens of the calculators are not part of SPEC.md; a host that has one registers it here, and
 * each slot renders it in place of its notice (`CalculatorUnavailable`). A calculator that has
 * calculated publishes the calculation (`publishCalculation`), so that blocks belonging to it, in
 * other islands of the page or on later pages of the tab, can read it (`useCalculation`).
 */
export function CalculatorProvider({ calculators, children }: CalculatorProviderProps) {
  return <CalculatorContext.Provider value={calculators}>{children}</CalculatorContext.Provider>;
}

/** The calculator registered for `type`, or `null`. */
export function useCalculator<Vehicle = unknown>(
  type: string,
): ComponentType<CalculatorProps<Vehicle>> | null {
  const calculators = useContext(CalculatorContext);
  return Object.hasOwn(calculators, type) ? (calculators[type] ?? null) : null;
}

function storedRaw(type: string): string | null {
  try {
    return window.sessionStorage.getItem(`${CALCULATION_STORAGE_PREFIX}${type}`);
  } catch {
    return null;
  }
}

/**
 * The current calculation of a calculator type (see `publishCalculation`), kept up to date:
 * `undefined` while it cannot be known yet (on the server and while the page hydrates, since
 * storage is in the browser only), then the calculation or `null` when there is none.
 */
export function useCalculation(type: string): Calculation | null | undefined {
  const raw = useSyncExternalStore<string | null | undefined>(
    subscribeCalculations,
    () => storedRaw(type),
    () => undefined,
  );
  return useMemo(() => (raw === undefined ? undefined : parseCalculation(type, raw)), [type, raw]);
}
