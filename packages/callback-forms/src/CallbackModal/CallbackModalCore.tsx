'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { callbackFieldNames, callbackKind, sendCallback } from '@insurance-web/api-client';
import {
  Button,
  DateField,
  ErrorDialog,
  Form,
  formatCzechDate,
  Modal,
  PHONE_PREFIX,
  PhoneField,
  RadioGroup,
  type RadioOption,
  type SelectOption,
  type SelectProps,
  TextField,
  ThankYouDialog,
  useLocale,
  useSite,
} from '@insurance-web/ui';
import {
  type CallbackMode,
  type CallbackValues,
  callbackDayOptions,
  callbackMinDate,
  callbackSchema,
  isCallbackDayBookable,
  messagesFor,
  pragueToday,
  slotAfterDateChange,
} from '@insurance-web/validation';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useWatch } from 'react-hook-form';
import { OfflineNotice } from '../leadForm/OfflineNotice.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import { callbackMessages } from '../messages.js';
import { CALLBACK_FIELDS, toCallbackValues } from './callbackValues.js';
import { callbackWhen } from './callbackWhen.js';

export interface CallbackModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Same-day cut-off 10:00 (`fixedWindow`, default) or 17:00 (`asap`). */
  mode?: CallbackMode;
  /** The variant with a topic select (`Výběr tématu je povinný údaj.`). */
  withTopic?: boolean;
  topics?: readonly SelectOption[];
  /** An element that opens the modal, when it is not controlled from outside. */
  trigger?: ReactNode;
}

/** The topic variant's select (ui's `Select`), passed in so that only that variant loads it. */
export type TopicSelect = ComponentType<SelectProps>;

/**
 * The call-back modal without a select of its own: `CallbackModal` gives it ui's `Select` for the
 * topic variant. The topic select (Radix Select and its positioning, about 19 kB gzip with what only
 * it uses) is the one part of the form that only one variant needs, so `CallbackButton` loads this
 * module alone for the plain modal, and `CallbackModal` with the select only for the variant.
 */
export function CallbackModalCore({
  open,
  defaultOpen,
  onOpenChange,
  mode = 'fixedWindow',
  withTopic = false,
  topics = [],
  trigger,
  topicSelect,
}: CallbackModalProps & { topicSelect?: TopicSelect }) {
  const locale = useLocale();
  const t = callbackMessages[locale];
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const [thankYou, setThankYou] = useState(false);
  // The day and part of day the visitor booked, said in the thank-you: when to expect the call.
  const [when, setWhen] = useState<string | null>(null);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Modal open={isOpen} onOpenChange={setOpen} title={t.title} trigger={trigger}>
        <CallbackForm
          mode={mode}
          withTopic={withTopic}
          topics={topics}
          topicSelect={topicSelect}
          onSent={(values) => {
            setWhen(callbackWhen(values.date, values.dayTime, locale));
            // Closed first; the thank-you dialog opens a task later, once the closed modal has put the
            // focus back where it was (Radix does that in a timeout of its own, queued by this close),
            // so that the thank-you dialog returns it there too when it closes.
            flushSync(() => setOpen(false));
            setTimeout(() => setThankYou(true), 0);
          }}
        />
      </Modal>
      {/* Every form of the site ends in the same thank-you dialog (issue 24); each variant keeps
          SPEC's own text (§2 item 1: the plain modal's, §8: the topic variant's). */}
      <ThankYouDialog open={thankYou} onOpenChange={setThankYou} heading={t.thankYouHeading}>
        <p>{withTopic ? t.thankYouText : t.sent}</p>
        {when ? <p className="font-semibold">{when}</p> : null}
      </ThankYouDialog>
    </>
  );
}

interface CallbackFormProps {
  mode: CallbackMode;
  withTopic: boolean;
  topics: readonly SelectOption[];
  topicSelect: TopicSelect | undefined;
  onSent: (values: CallbackValues) => void;
}

function CallbackForm({ mode, withTopic, topics, topicSelect: Select, onSent }: CallbackFormProps) {
  const { locale, clock, navigation } = useSite();
  const t = callbackMessages[locale];
  const v = messagesFor(locale);
  const resolver = useMemo(
    () => zodResolver(callbackSchema(locale, { now: () => clock.now(), mode, withTopic })),
    [locale, clock, mode, withTopic],
  );
  // The shared flow; a call still running when the visitor closes the modal is cancelled with it.
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: 'callback',
    resolver,
    draft: { omit: [] },
    defaultValues: { name: '', phone: PHONE_PREFIX, date: '', dayTime: '', topic: '' },
    // Only fields the visitor can see and fix: without the variant there is no topic field.
    fields: withTopic ? CALLBACK_FIELDS : CALLBACK_FIELDS.filter((field) => field !== 'topic'),
    fieldNames: callbackFieldNames,
    // The kind follows the page's path only (a campaign query must not switch it).
    send: (api, values, options) =>
      sendCallback(api, callbackKind(navigation.href()), toCallbackValues(values, withTopic), options),
    analytics: [{ name: 'Zavolejte mi' }, { name: 'Odeslani formulare' }],
    onSent,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, submitCount },
  } = form;
  const date = useWatch({ control, name: 'date' });
  const now = clock.now();
  const day = callbackDayOptions(date, now, mode);
  const minDate = callbackMinDate(now, mode);

  const slotOptions: RadioOption[] = [];
  const slots = day.status === 'invalid' ? ([0, 1] as const) : day.slots;
  if (slots.includes(0)) slotOptions.push({ value: '0', label: t.morning, description: t.morningHours });
  if (slots.includes(1)) slotOptions.push({ value: '1', label: t.afternoon, description: t.afternoonHours });
  // A holiday gets the weekend's text (SPEC's one text for a day we do not call; validation's README).
  const warning =
    day.status === 'weekend' || day.status === 'holiday'
      ? v.callbackWeekend
      : day.status === 'tooEarly'
        ? v.callbackTooEarly
        : null;

  return (
    <>
      <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
        <TextField
          label={t.name}
          required
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <PhoneField label={t.phone} required error={errors.phone?.message} {...register('phone')} />
        {withTopic && Select ? (
          <Controller
            name="topic"
            control={control}
            render={({ field, fieldState }) => (
              <Select
                {...field}
                label={t.topic}
                required
                options={topics}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <div>
          <Controller
            name="date"
            control={control}
            render={({ field, fieldState }) => (
              <DateField
                {...field}
                onChange={(next) => {
                  field.onChange(next);
                  const slot = slotAfterDateChange(next, clock.now(), mode);
                  setValue('dayTime', slot === null ? '' : slot === 0 ? '0' : '1');
                }}
                label={t.date}
                required
                hint={t.earliestDate(formatCzechDate(minDate))}
                calendar={{
                  min: minDate,
                  today: pragueToday(now),
                  isDisabled: (iso) => !isCallbackDayBookable(iso, clock.now(), mode),
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          {/*
           * The live region is always in the page, empty until a day off or too early a date is typed:
           * screen readers announce a region's changes only once they know it, not one that arrives
           * with its text. After a submit the same text stands under the date as its error: say it once.
           */}
          <div role="status" aria-live="polite" aria-atomic="true">
            {warning && !errors.date ? (
              <p className="mt-5 rounded-field border-2 border-line-strong bg-surface-muted p-3">{warning}</p>
            ) : null}
          </div>
        </div>
        {warning ? null : (
          <Controller
            name="dayTime"
            control={control}
            render={({ field, fieldState }) => (
              <RadioGroup
                {...field}
                value={field.value === undefined || field.value === null ? '' : String(field.value)}
                legend={t.dayTime}
                required
                variant="cards"
                orientation="horizontal"
                options={slotOptions}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Button type="submit" loading={sending} className="self-start">
          {t.submit}
        </Button>
        {outcome === 'offline' ? <OfflineNotice /> : null}
      </Form>
      {/* SPEC §8: a failure without field errors is the error dialog; the modal keeps every value. */}
      <ErrorDialog
        open={outcome === 'failed'}
        onOpenChange={(open) => {
          if (!open) closeOutcome();
        }}
      />
    </>
  );
}
