/*
 * A lead form's values in the tab's session storage (issue 25): what a visitor typed survives an
 * accidental reload of the tab, and goes with the tab or with a sent lead. Only what the form would
 * show again is kept: plain texts, numbers and ticks of the form's own fields, never a file, never a
 * field the form names in `omit` (birth numbers, IČO, contract numbers). Storage that refuses (a
 * private window, a full quota, a site that blocks it) only means nothing is kept.
 */

/** What a form keeps across a reload: `false` for nothing, or every field but `omit`. */
export type DraftPolicy = false | { omit: readonly string[] };

/** The key of a form's values: one per form and page, so two forms never share their values. */
export function draftKey(formName: string, pathname: string): string {
  return `insurance-web:lead-form:${formName}:${pathname}`;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A value as it may be stored: JSON's plain values only (a `File`, a `Date`, a function is not). */
function storable(value: unknown): Json | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(storable);
    return items.every((item) => item !== undefined) ? (items as Json[]) : undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, storable(item)] as const);
    return Object.fromEntries(entries.filter(([, item]) => item !== undefined)) as Json;
  }
  return undefined;
}

/**
 * The values to store: the form's own fields (the keys of its default values) with a storable value,
 * none of `omit`. `omit` names top-level fields: a form's sensitive fields are all top-level.
 */
export function draftOf(
  values: Record<string, unknown>,
  fields: readonly string[],
  omit: readonly string[],
): Record<string, Json> {
  const draft: Record<string, Json> = {};
  for (const field of fields) {
    if (omit.includes(field) || !(field in values)) continue;
    const value = storable(values[field]);
    if (value !== undefined) draft[field] = value;
  }
  return draft;
}

/** Stores the form's values; nothing when storage refuses. */
export function saveDraft(key: string, draft: Record<string, Json>): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {}
}

/**
 * The values stored for the form, only its own fields and none of `omit` (a draft written by an older
 * version of the form may hold fields it no longer has): `undefined` when there are none.
 */
export function readDraft(
  key: string,
  fields: readonly string[],
  omit: readonly string[],
): Record<string, Json> | undefined {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const draft = draftOf(parsed as Record<string, unknown>, fields, omit);
    return Object.keys(draft).length > 0 ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the form's values (a sent lead, or a form that keeps nothing). */
export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {}
}
