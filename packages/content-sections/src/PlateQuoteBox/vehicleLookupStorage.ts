import type { FoundVehicle, LookupState } from './plateLookup.js';

/**
 * The plate lookup's result, kept in the browser's local storage for the quote flow (SPEC §4). The
 * version is in the key: a later shape gets a new key, and an entry this code cannot read is
 * ignored, never guessed at. Every access tolerates a storage that is missing, full or forbidden
 * (private windows, blocked cookies): the flow then still has the plate from its `spz` parameter.
 */
export const VEHICLE_LOOKUP_STORAGE_KEY = 'insurance-web:vehicle-lookup:v1';

export interface StoredVehicleLookup {
  /** The plate, without spaces, upper case. */
  plate: string;
  /** What the lookup found, named from the local model table where the code is listed; `null`: nothing found (yet). */
  vehicle: FoundVehicle | null;
  /** The lookup found the vehicle, so the quote flow starts with its data filled in. */
  preloaded: boolean;
  /** Entered in a landing page's plate box (not changed in the quote flow itself). */
  fromLP: boolean;
  /** What the quote flow preselects where the visitor has not told us (SPEC §9 rollout defaults). */
  location: string;
  brand: string;
  /** When it was stored (ISO 8601, from the site's clock). */
  storedAt: string;
}

/** The part of `Storage` used here, so that tests and other hosts can pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage, or `null` where there is none or it may not be used. Call it in effects. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading `localStorage` itself throws a SecurityError when the browser forbids storage.
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isNameOrNull = (value: unknown): value is string | null => value === null || isText(value);

function readVehicle(value: unknown): FoundVehicle | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { modelCode, manufacturerName, modelName } = value as Record<string, unknown>;
  if (!isText(modelCode) || modelCode === '' || !isNameOrNull(manufacturerName) || !isNameOrNull(modelName)) {
    return undefined;
  }
  return { modelCode, manufacturerName, modelName };
}

/** A stored entry from its text, or `null` for anything that is not one (never throws). */
export function parseStoredVehicleLookup(text: string | null): StoredVehicleLookup | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const vehicle = readVehicle(entry.vehicle);
  const { plate, preloaded, fromLP, location, brand, storedAt } = entry;
  if (
    !isText(plate) ||
    plate === '' ||
    vehicle === undefined ||
    typeof preloaded !== 'boolean' ||
    typeof fromLP !== 'boolean' ||
    !isText(location) ||
    !isText(brand) ||
    !isText(storedAt)
  ) {
    return null;
  }
  return { plate, vehicle, preloaded, fromLP, location, brand, storedAt };
}

/** The stored entry, or `null` when there is none, it cannot be read, or storage is unavailable. */
export function loadVehicleLookup(
  storage: KeyValueStorage | null = browserStorage(),
): StoredVehicleLookup | null {
  if (!storage) return null;
  try {
    return parseStoredVehicleLookup(storage.getItem(VEHICLE_LOOKUP_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the entry; `false` when the storage refused it (full, forbidden, missing). */
export function saveVehicleLookup(
  entry: StoredVehicleLookup,
  storage: KeyValueStorage | null = browserStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(VEHICLE_LOOKUP_STORAGE_KEY, JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

export interface EntryOptions {
  fromLP: boolean;
  location: string;
  brand: string;
  now: Date;
}

/**
 * The entry for a plate: with the vehicle when the lookup found it for this very plate, else
 * without one (nothing found, or the visitor went on before the answer came).
 */
export function lookupEntry(
  plate: string,
  lookup: LookupState,
  { fromLP, location, brand, now }: EntryOptions,
): StoredVehicleLookup {
  const vehicle = lookup.status === 'ok' && lookup.plate === plate ? lookup.vehicle : null;
  return {
    plate,
    vehicle,
    preloaded: vehicle !== null,
    fromLP,
    location,
    brand,
    storedAt: now.toISOString(),
  };
}
