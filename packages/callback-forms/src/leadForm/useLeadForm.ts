'use client';

import {
  type ApiConfig,
  type CallOptions,
  fieldErrors,
  isAbortError,
  isNetworkError,
  siteApiConfig,
} from '@insurance-web/api-client';
import { type AnalyticsEvent, useSite } from '@insurance-web/ui';
import { type BaseSyntheticEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
import { createLeadKeys } from './leadKey.js';
import { leaveLead, takeLeftLead } from './leftLeads.js';
import { clearDraft, draftKey } from './sessionDraft.js';
import { useSessionDraft } from './useSessionDraft.js';

/**
 * What the visitor is shown after a submit: the confirmation, the error dialog, the notice that the
 * lead waits for the connection (`offline`), or nothing yet.
 */
export type LeadFormOutcome = 'sent' | 'failed' | 'offline' | null;

export interface LeadFormOptions<Input extends FieldValues, Output> {
  /** What the form is (`question`, `mobility`): the analytics label and the log's wording. */
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
  /**
   * The api-client call, given the site's API configuration and the parsed values; `options` carry
   * the lead's `Idempotency-Key` and the abort signal, and must reach the call.
   */
  send: (api: ApiConfig, values: Output, options: CallOptions) => Promise<unknown>;
  /**
   * What survives an accidental reload of the tab (session storage, cleared once the lead is sent):
   * every field but `omit`, or `false` for nothing (the whistleblowing form). Birth numbers, IČO and
   * contract numbers are always in `omit`: they are never stored.
   */
  draft: false | { omit: readonly Path<Input>[] };
  /**
   * What a valid submit reports, before the call (SPEC §7): default `Odeslani formulare` labelled
   * with `name`; the call-back modal adds `Zavolejte mi`, the casco dialog has its own.
   */
  analytics?: AnalyticsEvent | readonly AnalyticsEvent[];
  /** After a success, once the form is emptied: a dialog closes and thanks the visitor its own way. */
  onSent?: (values: Output) => void;
  /** Called when a submit finds the form invalid (the meeting form's summary message). */
  onInvalid?: (errors: FieldErrors<Input>) => void;
  /**
   * Whether a success empties the form (default): a lead is sent once. A form whose submit makes a
   * document from the values (the suitability record) keeps them, to correct and make it again.
   */
  resetOnSuccess?: boolean;
  /**
   * Starts loading what shows the outcome (`preloadLeadFormDialogs` for `LeadFormOutcome`), at the
   * submit, while the form is checked and sent. A form that shows its outcome otherwise gives none.
   */
  preloadOutcome?: () => void;
  /**
   * The double-send guard, when several forms share one: the casco dialog's two tabs send one lead
   * at a time, also when the visitor switches tabs and submits the other meanwhile. Default: the
   * form's own.
   */
  inFlight?: { current: boolean };
  /** Said under a field whose server error came without a text of its own (default: the code, or nothing). */
  fallbackMessage?: string;
  /** What every failure is logged as; default `Error submitting the <name> form`. */
  errorLog?: string;
  /**
   * When a field is checked again after the first submit: as it changes (react-hook-form's default,
   * the error goes once it is fixed), or only at the next submit (the casco dialog, SPEC §4).
   */
  reValidateMode?: 'onChange' | 'onSubmit';
}

export interface LeadForm<Input extends FieldValues, Output> {
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's context type
  form: UseFormReturn<Input, any, Output>;
  /** The form's `onSubmit`. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from a valid submit until the call has answered: the submit button is disabled and busy. */
  sending: boolean;
  /** The form shows it as SPEC §8 has it for that form (a dialog, or nothing but the fields' errors). */
  outcome: LeadFormOutcome;
  /** Closes the confirmation or error dialog. */
  closeOutcome: () => void;
}

/**
 * The one submit flow of every lead form: the site's forms, the call-back modal and the casco
 * dialog's tabs (DESIGN.md "How data flows" 3). Validation on submit only, focus on the first error
 * (the ui `Form` does it with `submitCount`); once the form is valid, the analytics event and the
 * call through api-client, then `sent`. A failure is logged; a server's field errors go on the
 * fields on screen (the first focused), any other failure is `failed`. The visitor's input is never
 * cleared by a failure; after a success the form starts empty, so a second click cannot send the
 * same lead again. A second submit while one is on its way is ignored, and a call still running
 * when the form unmounts is aborted, its outcome ignored.
 *
 * Nothing is lost offline (issue 25): a lead that cannot leave because the browser is offline waits
 * in the tab (`offline`) and is sent by itself, once, when the browser is back online; every send of
 * the same lead carries the same `Idempotency-Key`, so a back end stores it once even when a dropped
 * answer hid that it had arrived. The values also stay in session storage (`draft`) until sent.
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
    analytics = { name: 'Odeslani formulare', label: name },
    onSent,
    onInvalid,
    resetOnSuccess = true,
    preloadOutcome,
    fallbackMessage,
    errorLog = `Error submitting the ${name} form`,
    reValidateMode = 'onChange',
    draft,
  } = options;
  const site = useSite();
  const form = useForm({ resolver, defaultValues, shouldFocusError: false, reValidateMode });
  const forgetDraft = useSessionDraft(form, name, defaultValues, draft);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<LeadFormOutcome>(null);
  const ownInFlight = useRef(false);
  const inFlight = options.inFlight ?? ownInFlight;
  const pending = useRef<AbortController | null>(null);
  const [leadKeys] = useState(createLeadKeys);
  /** The lead that waits for the browser to be back online, with its key. */
  const waiting = useRef<{ values: Output; key: string } | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  /** Sends a valid lead and shows the outcome; one at a time (the caller checks `inFlight`). */
  const deliver = async (values: Output, idempotencyKey: string) => {
    inFlight.current = true;
    setSending(true);
    const controller = new AbortController();
    pending.current = controller;
    try {
      await send(siteApiConfig(site.config), values, { signal: controller.signal, idempotencyKey });
      if (resetOnSuccess) form.reset(defaultValues);
      forgetDraft();
      setOutcome('sent');
      onSent?.(values);
    } catch (error) {
      if (isAbortError(error)) return;
      if (isNetworkError(error) && !navigator.onLine) {
        // The connection went as the lead left: it waits, and goes again with the same key.
        waiting.current = { values, key: idempotencyKey };
        setOutcome('offline');
        return;
      }
      console.error(errorLog, error);
      const onScreen = typeof fields === 'function' ? fields(form.getValues()) : fields;
      const { known } = splitByFields(fieldErrors(error, fieldNames), onScreen);
      if (known.length === 0) {
        setOutcome('failed');
        return;
      }
      known.forEach(([field, message], index) => {
        const text = message || fallbackMessage || '';
        form.setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 });
      });
    } finally {
      inFlight.current = false;
      pending.current = null;
      if (!controller.signal.aborted) setSending(false);
    }
  };
  /** Sends a lead whose form is gone (`leftLeads.ts`): no outcome to show, the draft forgotten. */
  const sendWithoutForm = async (values: Output, idempotencyKey: string, pathname: string) => {
    try {
      await send(siteApiConfig(site.config), values, { idempotencyKey });
      clearDraft(draftKey(name, pathname));
    } catch (error) {
      if (isNetworkError(error) && !navigator.onLine) return false;
      console.error(errorLog, error);
    }
    return true;
  };
  // The `online` listener is added once and calls the latest committed functions (their options);
  // written in an effect, not during render, so that a render React discards leaves them alone.
  const latest = useRef({ deliver, sendWithoutForm });
  useLayoutEffect(() => {
    latest.current = { deliver, sendWithoutForm };
  });

  useEffect(() => {
    const pathname = window.location.pathname;
    const place = `${name} ${pathname}`;
    // Opened again while the lead it left still waits: it is this form's again.
    const lead = takeLeftLead<Output>(place);
    if (lead) {
      waiting.current = { values: lead.values, key: lead.key };
      // The same values sent again go with the same key: the lead may have arrived already.
      leadKeys.remember(lead.values, lead.key);
      setOutcome('offline');
    }
    const sendWaiting = () => {
      const lead = waiting.current;
      // Taken before the call: a second `online` event cannot send the same lead again.
      if (lead === null || inFlight.current) return;
      waiting.current = null;
      setOutcome(null);
      void latest.current.deliver(lead.values, lead.key);
    };
    window.addEventListener('online', sendWaiting);
    return () => {
      window.removeEventListener('online', sendWaiting);
      const lead = waiting.current;
      if (lead === null) return;
      // Closed while the lead waits: it is still sent, as the notice said (`leftLeads.ts`).
      waiting.current = null;
      leaveLead(place, {
        ...lead,
        send: () => latest.current.sendWithoutForm(lead.values, lead.key, pathname),
      });
    };
  }, [inFlight, leadKeys, name]);

  const validateAndSend = form.handleSubmit(async (values) => {
    // A double click validates twice; only the first valid submit may send.
    if (inFlight.current) return;
    for (const event of Array.isArray(analytics) ? analytics : [analytics]) site.analytics(event);
    const key = leadKeys.keyOf(values);
    if (!navigator.onLine) {
      // Nothing can leave: the lead waits for the `online` event (a later submit replaces it).
      waiting.current = { values, key };
      setOutcome('offline');
      return;
    }
    waiting.current = null;
    setOutcome(null);
    await deliver(values, key);
  }, onInvalid);
  const submit = (event?: BaseSyntheticEvent) => {
    preloadOutcome?.();
    return validateAndSend(event);
  };

  return { form, submit, sending, outcome, closeOutcome: () => setOutcome(null) };
}
