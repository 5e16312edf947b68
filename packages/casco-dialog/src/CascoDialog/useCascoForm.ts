'use client';

import {
  type ApiConfig,
  type CallOptions,
  cascoFieldNames,
  fieldErrors,
  isAbortError,
  siteApiConfig,
} from '@insurance-web/api-client';
import { type AnalyticsEvent, useSite } from '@insurance-web/ui';
import { type BaseSyntheticEvent, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';

export interface CascoFormOptions<Input extends FieldValues, Output> {
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's context type
  resolver: Resolver<Input, any, Output>;
  defaultValues: DefaultValues<Input>;
  /** The fields on screen: a server error on one of them goes under it. */
  fields: readonly Path<Input>[];
  /** The analytics event of a valid submit (`Chci poradit`, or `Ozvěte se mi` with its label). */
  event: AnalyticsEvent;
  send: (api: ApiConfig, values: Output, options: CallOptions) => Promise<unknown>;
  /** After the call succeeded: the dialog closes and the thank-you dialog opens. */
  onSent: () => void;
  /**
   * Set while a call of either tab is on its way: one dialog sends one lead at a time, also when
   * the visitor switches tabs and submits the other form meanwhile.
   */
  inFlight: { current: boolean };
  /** Said under a field whose server error came without a text of its own. */
  fallbackMessage: string;
}

export interface CascoForm<Input extends FieldValues, Output> {
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's context type
  form: UseFormReturn<Input, any, Output>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  sending: boolean;
}

/**
 * One tab's form (SPEC §4 "Casco dialog"): validation on submit only (the ui `Form` then focuses the
 * first error), the analytics event, the call. A success empties the form and hands over to the
 * thank-you dialog. A failure is logged as `Error submitting the form` and, as SPEC §8 has it for
 * this dialog, shows the visitor nothing but the server's field errors on their fields (the first
 * focused); every value stays. A second submit while one is on its way is ignored; a call still
 * running when the dialog's code unmounts is aborted.
 */
export function useCascoForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  fields,
  event,
  send,
  onSent,
  inFlight,
  fallbackMessage,
}: CascoFormOptions<Input, Output>): CascoForm<Input, Output> {
  const site = useSite();
  // SPEC §5: validation only on submit, not on change or blur, also after a first submit.
  const form = useForm({ resolver, defaultValues, shouldFocusError: false, reValidateMode: 'onSubmit' });
  const [sending, setSending] = useState(false);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const submit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    site.analytics(event);
    const controller = new AbortController();
    pending.current = controller;
    try {
      await send(siteApiConfig(site.config), values, { signal: controller.signal });
      form.reset(defaultValues);
      onSent();
    } catch (error) {
      if (isAbortError(error)) return;
      console.error('Error submitting the form', error);
      // Only fields on screen, in reading order, so that focus lands on the first one.
      const byField = new Map(Object.entries(fieldErrors(error, cascoFieldNames)));
      fields
        .filter((field) => byField.has(field))
        .forEach((field, index) => {
          const message = byField.get(field) || fallbackMessage;
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
        });
    } finally {
      inFlight.current = false;
      pending.current = null;
      if (!controller.signal.aborted) setSending(false);
    }
  });

  return { form, submit, sending };
}
