'use client';

import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, type DraftPolicy, draftKey, draftOf, readDraft, saveDraft } from './sessionDraft.js';

/**
 * Keeps a lead form's values in the tab's session storage as the visitor types, and puts them back
 * after a reload (issue 25). The values come back after the first render, so a page rendered on the
 * server hydrates with the form as the server sent it. Returns what forgets them (a sent lead).
 */
export function useSessionDraft<Input extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any resolver's context and output
  form: UseFormReturn<Input, any, any>,
  name: string,
  defaultValues: DefaultValues<Input>,
  policy: DraftPolicy,
): () => void {
  const key = useRef<string | null>(null);
  const defaults = useRef(defaultValues);
  const omit = policy === false ? null : policy.omit;
  const omitted = omit?.join('\n') ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `omitted` stands for `omit`'s contents
  useEffect(() => {
    if (omit === null) return;
    const storageKey = draftKey(name, window.location.pathname);
    key.current = storageKey;
    const initial = defaults.current as Record<string, unknown>;
    // The form's fields: its default values' and those of controls without a default (a choice made
    // with no answer preset), registered by the time this runs.
    const fieldsOf = (values: Record<string, unknown>) => [
      ...new Set([...Object.keys(initial), ...Object.keys(values)]),
    ];
    const saved = readDraft(storageKey, fieldsOf(form.getValues()), omit);
    if (saved) {
      // A stored value of another type than the field's (a form changed since) is not restored.
      const restored = { ...form.getValues() } as Record<string, unknown>;
      for (const [field, value] of Object.entries(saved)) {
        const expected = initial[field];
        if (expected === null || expected === undefined || typeof expected === typeof value) {
          restored[field] = value;
        }
      }
      form.reset(restored as Input, { keepDefaultValues: true });
    }
    const subscription = form.watch((values, { name: changed }) => {
      // A change of a field; a reset (the restore, the form emptied after a sent lead) has no name.
      if (changed === undefined) return;
      const current = values as Record<string, unknown>;
      saveDraft(storageKey, draftOf(current, fieldsOf(current), omit));
    });
    return () => {
      subscription.unsubscribe();
      key.current = null;
    };
  }, [form, name, omitted]);

  return () => {
    if (key.current !== null) clearDraft(key.current);
  };
}
