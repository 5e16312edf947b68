'use client';

import {
  type ApiConfig,
  type CallOptions,
  fieldErrors,
  isAbortError,
  siteApiConfig,
} from '@insurance-web/api-client';
import { useSite } from '@insurance-web/ui';
import { type BaseSyntheticEvent, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { splitByFields } from './fieldErrorSplit.js';
import { preloadLeadFormDialogs } from './LeadFormOutcome.js';

/** What the visitor is shown after a submit: the confirmation, the error dialog, or nothing yet. */
export type LeadFormOutcome = 'sent' | 'failed' | null;

export interface LeadFormOptions<Input extends FieldValues, Output> {
  /** What the form is (`question`, `mobility`): the analytics label and the log's prefix. */
  name: string;
  /** `zodResolver(schema)` over a schema of `@insurance-web/validation`; it runs on submit only. */
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's context type
  resolver: Resolver<Input, any, Output>;
  defaultValues: DefaultValues<Input>;
  /**
   * Every field on screen, in reading order: a server error on any other field counts as a failure.
   * A form whose fields follow its choices gives a function of the values at the time of the answer.
   */
  fields: readonly Path<Input>[] | ((values: Input) => readonly Path<Input>[]);
  /** Payload field → form field, the api-client's map for the call (`meetingFieldNames`). */
  fieldNames?: Readonly<Record<string, string>>;
  /** The api-client call, given the site's API configuration and the parsed values. */
  send: (api: ApiConfig, values: Output, options: CallOptions) => Promise<unknown>;
  /** Called when a submit finds the form invalid (the meeting form's summary message). */
  onInvalid?: (errors: FieldErrors<Input>) => void;
  /**
   * Whether a success empties the form (default): a lead is sent once. A form whose submit makes a
   * document from the values (the suitability record) keeps them, to correct and make it again.
   */
  resetOnSuccess?: boolean;
  /**
   * Whether the outcome is shown with `LeadFormOutcome`'s dialogs (default), whose code then loads on
   * submit. A form that tells its outcome in the page (the suitability record) loads none.
   */
  outcomeDialogs?: boolean;
}

export interface LeadForm<Input extends FieldValues, Output> {
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's context type
  form: UseFormReturn<Input, any, Output>;
  /** The form's `onSubmit`. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from a valid submit until the call has answered: the submit button is disabled and busy. */
  sending: boolean;
  outcome: LeadFormOutcome;
  /** Closes the confirmation or error dialog. */
  closeOutcome: () => void;
}

/**
 * The flow every lead form shares (DESIGN.md "How data flows" 3, after the call-back modal):
 * validation on submit only, focus on the first error (the ui `Form` does it with `submitCount`),
 * analytics `Odeslani formulare` once the form is valid, the call through api-client, then the
 * confirmation; a server's field errors go on the fields (the first focused), any other failure is
 * logged and opens the error dialog. The visitor's input is never cleared by a failure; after a
 * success the form starts empty, so a second click cannot send the same lead again. A second submit
 * while one is on its way is ignored, and a call still running when the form unmounts is aborted.
 */
export function useLeadForm<Input extends FieldValues, Output>(
  options: LeadFormOptions<Input, Output>,
): LeadForm<Input, Output> {
  const {
    name,
    resolver,
    defaultValues,
    fields,
    fieldNames,
    send,
    onInvalid,
    resetOnSuccess = true,
    outcomeDialogs = true,
  } = options;
  const site = useSite();
  const form = useForm({ resolver, defaultValues, shouldFocusError: false });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<LeadFormOutcome>(null);
  const inFlight = useRef(false);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const validateAndSend = form.handleSubmit(async (values) => {
    // A double click validates twice; only the first valid submit may send.
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    site.analytics({ name: 'Odeslani formulare', label: name });
    const controller = new AbortController();
    pending.current = controller;
    try {
      await send(siteApiConfig(site.config), values, { signal: controller.signal });
      if (resetOnSuccess) form.reset(defaultValues);
      setOutcome('sent');
    } catch (error) {
      if (isAbortError(error)) return;
      const onScreen = typeof fields === 'function' ? fields(form.getValues()) : fields;
      const { known, unknown } = splitByFields(fieldErrors(error, fieldNames), onScreen);
      if (known.length > 0) {
        if (unknown.length > 0)
          console.error(`Error submitting the ${name} form: fields not on screen`, unknown);
        known.forEach(([field, message], index) => {
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
        });
        return;
      }
      console.error(`Error submitting the ${name} form`, error);
      setOutcome('failed');
    } finally {
      inFlight.current = false;
      pending.current = null;
      if (!controller.signal.aborted) setSending(false);
    }
  }, onInvalid);
  const submit = (event?: BaseSyntheticEvent) => {
    // Whatever the outcome, a dialog follows: its code loads while the form is checked and sent.
    if (outcomeDialogs) preloadLeadFormDialogs();
    return validateAndSend(event);
  };

  return { form, submit, sending, outcome, closeOutcome: () => setOutcome(null) };
}
