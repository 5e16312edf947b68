import { normalizePlate, PLATE_MAX_LENGTH, type ValidationMessages } from '@insurance-web/validation';
import { findVehicleModel } from './vehicleModels.js';

/**
 * The plate lookup's rules (SPEC §4, §9) as plain functions: what counts as the plate, when a lookup
 * runs, which answer the bubble shows, and when the visitor is taken to the quote flow.
 */

/** SPEC §9: a lookup starts above 4 characters. */
export const PLATE_LOOKUP_MIN_LENGTH = 5;

/** Whether typed input is long enough for a lookup, and not longer than a plate can be. */
export function shouldLookUp(input: string): boolean {
  const plate = normalizePlate(input);
  return plate.length >= PLATE_LOOKUP_MIN_LENGTH && plate.length <= PLATE_MAX_LENGTH;
}

/** The message under the field on submit (validation's texts), or `null` when the plate is fine. */
export function plateError(
  input: string,
  messages: Pick<ValidationMessages, 'spzRequired' | 'plateTooLong'>,
): string | null {
  const plate = normalizePlate(input);
  if (plate === '') return messages.spzRequired;
  if (plate.length > PLATE_MAX_LENGTH) return messages.plateTooLong;
  return null;
}

/** A found vehicle: the back end's model code, named from the local table when it is listed there. */
export interface FoundVehicle {
  modelCode: string;
  manufacturerName: string | null;
  modelName: string | null;
}

/**
 * The vehicle of a vehicle info answer (SPEC §3: `manufacturerModelCode`, `registrationPlate`), or
 * `null` when the answer is not one: a malformed answer is a failed lookup, not a crash.
 */
export function vehicleFromInfo(info: unknown): FoundVehicle | null {
  if (typeof info !== 'object' || info === null) return null;
  const code = (info as { manufacturerModelCode?: unknown }).manufacturerModelCode;
  if (typeof code !== 'string' || code.trim() === '') return null;
  const known = findVehicleModel(code);
  return known
    ? { ...known }
    : { modelCode: code.trim().toUpperCase(), manufacturerName: null, modelName: null };
}

/** The bubble's four states (SPEC §4). */
export type LookupState =
  | { status: 'default' }
  | { status: 'loading'; plate: string }
  | { status: 'ok'; plate: string; vehicle: FoundVehicle }
  | { status: 'fail'; plate: string };

export type LookupEvent =
  /** The visitor changed the input. */
  | { type: 'input'; value: string }
  | { type: 'found'; plate: string; vehicle: FoundVehicle }
  | { type: 'failed'; plate: string };

export const DEFAULT_LOOKUP: LookupState = { status: 'default' };

/**
 * Typing starts a lookup (loading) when the input is long enough, else goes back to default; an
 * answer counts only for the plate still being looked up, so a late answer to an earlier plate
 * never shows (the earlier call is also aborted; this holds even if an answer slips through).
 */
export function lookupReducer(state: LookupState, event: LookupEvent): LookupState {
  switch (event.type) {
    case 'input': {
      if (!shouldLookUp(event.value)) return DEFAULT_LOOKUP;
      const plate = normalizePlate(event.value);
      // The same plate again (a space added): the running lookup or its answer still stands.
      if (state.status !== 'default' && state.plate === plate) return state;
      return { status: 'loading', plate };
    }
    case 'found':
      return state.status === 'loading' && state.plate === event.plate
        ? { status: 'ok', plate: event.plate, vehicle: event.vehicle }
        : state;
    case 'failed':
      return state.status === 'loading' && state.plate === event.plate
        ? { status: 'fail', plate: event.plate }
        : state;
  }
}

/** The rollout of the new quote flow (SPEC §6, §7), as far as this page knows it. */
export type RolloutState = 'unchecked' | 'checking' | 'available' | 'unavailable';

/** SPEC §6: an internal user, or nobody signed in, triggers the rollout check; anyone else does not. */
export function needsRolloutCheck(user: { internal: boolean } | null | undefined): boolean {
  return user == null || user.internal;
}

/**
 * SPEC §4: the redirect to the quote flow happens by itself once the vehicle is found and the new
 * flow is available; a failed lookup, or a rollout that is not (or not yet) available, cancels it.
 */
export function shouldRedirect(lookup: LookupState, rollout: RolloutState): boolean {
  return lookup.status === 'ok' && rollout === 'available';
}

/**
 * The quote flow's address with the plate as `spz` (so the flow works even where local storage
 * does not, and the address can be shared): a path stays a path, a full URL stays full.
 */
export function quoteFlowHref(base: string, plate: string): string {
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(base);
  const url = new URL(base, 'https://relative.invalid');
  if (plate === '') url.searchParams.delete('spz');
  else url.searchParams.set('spz', plate);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
