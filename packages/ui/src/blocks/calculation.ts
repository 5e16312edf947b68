/**
 * The current calculation of a calculator type, shared between islands (DESIGN.md: islands share no
 * React tree). A registered calculator publishes what it has calculated; blocks that belong to a
 * calculation (the suitability record of SPEC §2 item 15) read it. It lives in the tab's session
 * storage: a calculation may carry the client's personal data, so it ends with the tab and never
 * reaches another one.
 */

/** What a calculator publishes about its current calculation. */
export interface Calculation<Form extends object = Record<string, unknown>> {
  /** The calculator's type, as registered with `CalculatorProvider` (`vehicle`). */
  type: string;
  /** The calculation's arranging-form data, sent as it is with calls that belong to it (SPEC §7). */
  arrangingForm: Form;
  /** What was calculated, in the visitor's words (`Škoda Octavia, 1AB 2345: povinné ručení`). */
  summary: string;
  /** When it was calculated (ISO 8601). */
  calculatedAt: string;
}

/** The session-storage key of a calculator type's calculation. */
export const CALCULATION_STORAGE_PREFIX = 'insurance-web:calculation:';

/** Dispatched on `window` when a calculation is published or cleared in this tab. */
export const CALCULATION_CHANGE_EVENT = 'insurance-web:calculation-change';

/** The longest summary kept: a line of text, not a document. */
export const CALCULATION_SUMMARY_MAX = 300;

/** Calculator types, as the content schemas allow them (`calculatorType`). */
const TYPE = /^[a-z][a-z0-9-]{0,39}$/;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function storageKey(type: string): string {
  if (!TYPE.test(type)) throw new RangeError(`Not a calculator type: ${JSON.stringify(type)}`);
  return `${CALCULATION_STORAGE_PREFIX}${type}`;
}

/**
 * The calculation stored as `raw` for `type`, or `null` for anything that is not one: nothing stored,
 * broken JSON, another type, a missing or empty summary, a date that is not a date. Never throws.
 */
export function parseCalculation(type: string, raw: string | null): Calculation | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPlainObject(value)) return null;
  const { type: storedType, arrangingForm, summary, calculatedAt } = value;
  if (storedType !== type || !isPlainObject(arrangingForm)) return null;
  if (typeof summary !== 'string' || summary.trim() === '' || summary.length > CALCULATION_SUMMARY_MAX)
    return null;
  if (typeof calculatedAt !== 'string' || Number.isNaN(Date.parse(calculatedAt))) return null;
  return { type, arrangingForm, summary: summary.trim(), calculatedAt };
}

function sessionStore(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: there is no calculation to share.
    return null;
  }
}

function announce(type: string) {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(CALCULATION_CHANGE_EVENT, { detail: { type } }));
  }
}

/** The calculation of `type` in this tab, or `null`. */
export function readCalculation(
  type: string,
  storage: StorageLike | null = sessionStore(),
): Calculation | null {
  try {
    return parseCalculation(type, storage?.getItem(storageKey(type)) ?? null);
  } catch {
    return null;
  }
}

/**
 * Called by a calculator when it has calculated: blocks of the same tab that belong to the
 * calculation see it at once. Returns `false` when the browser keeps no session storage.
 */
export function publishCalculation(calculation: Calculation, storage: StorageLike | null = sessionStore()) {
  const key = storageKey(calculation.type);
  const summary = calculation.summary.trim();
  if (summary === '' || summary.length > CALCULATION_SUMMARY_MAX) {
    throw new RangeError(
      `A calculation's summary is one line of 1 to ${CALCULATION_SUMMARY_MAX} characters.`,
    );
  }
  if (Number.isNaN(Date.parse(calculation.calculatedAt))) {
    throw new RangeError(`Not a date: ${JSON.stringify(calculation.calculatedAt)}`);
  }
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ ...calculation, summary }));
  } catch {
    // Full or blocked storage: the calculation stays where it was made.
    return false;
  }
  announce(calculation.type);
  return true;
}

/** Forgets the calculation of `type` (a calculator that starts over). */
export function clearCalculation(type: string, storage: StorageLike | null = sessionStore()): void {
  try {
    storage?.removeItem(storageKey(type));
  } catch {
    return;
  }
  announce(type);
}

/** Calls `listener` whenever a calculation changes, in this tab or in a frame sharing its storage. */
export function subscribeCalculations(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(CALCULATION_STORAGE_PREFIX)) listener();
  };
  window.addEventListener(CALCULATION_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CALCULATION_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
