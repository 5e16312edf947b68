import { prefilledPlate } from '@insurance-web/validation';

import type { StoredVehicleLookup } from '../PlateQuoteBox/vehicleLookupStorage.js';

/** What the quote flow does when it opens: show a vehicle it has, look a plate up, or ask for one. */
export type FlowStart =
  | { kind: 'show'; entry: StoredVehicleLookup }
  | { kind: 'lookup'; plate: string; fromLP: boolean }
  | { kind: 'ask' };

/**
 * The plate of the `spz` parameter, cut to the plate field's limit as typing is (the box on /auto
 * does the same), or `null` when there is none.
 */
export function plateFromParam(spz: string | null): string | null {
  return prefilledPlate(spz) || null;
}

/**
 * The address wins: `spz` names the vehicle the visitor came for. The stored lookup is used when it
 * is about that plate (or there is no `spz`) and found the vehicle; a stored plate without a vehicle
 * (not found, or sent on before the answer) is looked up again. A plate keeps its `fromLP` origin.
 */
export function flowStart(spz: string | null, stored: StoredVehicleLookup | null): FlowStart {
  const wanted = plateFromParam(spz);
  const entry = stored && (wanted === null || stored.plate === wanted) ? stored : null;
  if (entry?.vehicle) return { kind: 'show', entry };
  if (entry) return { kind: 'lookup', plate: entry.plate, fromLP: entry.fromLP };
  if (wanted) return { kind: 'lookup', plate: wanted, fromLP: false };
  return { kind: 'ask' };
}
