import * as z from 'zod/mini';
import { calculatorType, labelled, optionalText, perex } from '../content/fields.js';

/** The calculator type of the vehicle quote flow, as the host registers it (`CalculatorProvider`). */
export const VEHICLE_CALCULATOR = 'vehicle';

/**
 * `blocks.vehicle-quote-flow`: the quote flow at `/auto/autosjednavac` (SPEC §2): the vehicle carried
 * over from the plate lookup, and the calculator registered for `calculator` (SPEC-NOTES: a slot,
 * never a made-up calculator).
 */
export const vehicleQuoteFlowContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad sjednáním.'),
  perex: perex(),
  /** The registered calculator's type: lowercase letters, digits and hyphens; `vehicle` when empty. */
  calculator: labelled(
    calculatorType(VEHICLE_CALCULATOR),
    'Typ kalkulačky',
    'Nepovinné. Kalkulačka, kterou web zobrazí (malá písmena, číslice, pomlčky). Prázdné: vehicle.',
  ),
});

export type VehicleQuoteFlowContent = z.output<typeof vehicleQuoteFlowContent>;
