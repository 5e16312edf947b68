'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { meetingFieldNames, sendMeeting } from '@insurance-web/api-client';
import {
  AlertIcon,
  Button,
  Form,
  NativeSelect,
  PHONE_PREFIX,
  RadioGroup,
  RequiredNote,
  type SelectOption,
  TextArea,
  TextField,
  useLocale,
  useSite,
} from '@insurance-web/ui';
import {
  meetingInvalidMessage,
  meetingSchema,
  messagesFor,
  techEventSchema,
} from '@insurance-web/validation';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ContactFields } from '../leadForm/ContactFields.js';
import { FormSection } from '../leadForm/FormSection.js';
import { LeadFormOutcome, preloadLeadFormDialogs } from '../leadForm/LeadFormOutcome.js';
import { leadFormMessages } from '../leadForm/messages.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import {
  isRegistrationClosed,
  type MeetingEvent,
  type MeetingVariant,
  meetingFieldsOnScreen,
  placeOptions,
} from './meetingOptions.js';
import { meetingFormMessages } from './messages.js';

export interface MeetingFormProps {
  /** `techEvent`: registration for an event; `digitalMeeting`: a meeting with a specialist. */
  variant: MeetingVariant;
  /** Default: `Registrace na akci` / `Digitální schůzka se specialistou`. */
  heading?: string;
  perex?: string;
  /** The event a registration is for (tech-event only): shown above the form. */
  event?: MeetingEvent | null;
  /** What the visitor wants to talk about, from the CMS; sent as `technology`. */
  topics: readonly SelectOption[];
  /** What the visitor would like to drink when they come in person, from the CMS. */
  drinks: readonly SelectOption[];
}

/**
 * Tech-event registration and the digital meeting form (SPEC §2 item 6, §3, §5): topic, place and
 * drink are choices, then the person, the contact and optional notes. `Pokračovat` validates; an
 * invalid form shows `Jejda, ještě něco chybí…` above the button and focuses the first invalid
 * field; a valid one is sent (`sendMeeting`) and thanked with `Děkujeme!`. The drink is asked only
 * once the visitor says they come in person. An event whose day is over (Prague time, by the site's
 * clock) shows that registration is closed instead of the form.
 */
export function MeetingForm({ variant, heading, perex, event = null, topics, drinks }: MeetingFormProps) {
  const locale = useLocale();
  const { clock } = useSite();
  const t = meetingFormMessages[locale];
  const v = t[variant];
  const f = leadFormMessages[locale];
  const resolver = useMemo(
    () => zodResolver(variant === 'digitalMeeting' ? meetingSchema(locale) : techEventSchema(locale)),
    [locale, variant],
  );
  // The form-level message: shown by an invalid submit, gone once a submit is valid.
  const [incomplete, setIncomplete] = useState(false);
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: variant === 'digitalMeeting' ? 'digital-meeting' : 'tech-event',
    resolver,
    draft: { omit: [] },
    defaultValues: {
      topic: '',
      drink: '',
      name: '',
      surname: '',
      email: '',
      phone: PHONE_PREFIX,
      notes: '',
    },
    fields: (values) => meetingFieldsOnScreen(values.where),
    fieldNames: meetingFieldNames,
    send: (api, values, options) => {
      setIncomplete(false);
      return sendMeeting(api, values, options);
    },
    onInvalid: () => setIncomplete(true),
    preloadOutcome: preloadLeadFormDialogs,
  });
  const {
    control,
    register,
    formState: { errors, submitCount },
  } = form;
  const where = useWatch({ control, name: 'where' });
  // Decided at render: the server's HTML is cached for up to an hour, and a page hydrated across
  // the end of the event's day renders anew on the client (a rare hydration mismatch, recovered).
  const closed = isRegistrationClosed(event, clock.now());
  const places = placeOptions(v, event?.venue);
  const drinkOptions = drinks.map(({ value, label }) => ({ value, label }));

  return (
    <FormSection heading={heading || v.heading} perex={perex || v.perex}>
      {event ? (
        <dl className="mb-6 grid gap-x-4 gap-y-1 rounded-field bg-brand-soft p-4 text-ink sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t.event}</dt>
          <dd>{event.name}</dd>
          <dt className="font-semibold">{t.eventDate}</dt>
          <dd>{event.date}</dd>
          {event.venue ? (
            <>
              <dt className="font-semibold">{t.venue}</dt>
              <dd>{event.venue}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {closed ? (
        <p
          role="status"
          className="rounded-field border-2 border-line-strong bg-surface-muted p-4 text-lg text-ink"
        >
          {t.registrationClosed}
        </p>
      ) : (
        <Form onSubmit={submit} busy={sending} submitCount={submitCount} className="flex flex-col gap-5">
          <RequiredNote />
          <NativeSelect
            label={v.topic}
            required
            options={topics}
            error={errors.topic?.message}
            {...register('topic')}
          />
          <Controller
            name="where"
            control={control}
            render={({ field, fieldState }) => (
              <RadioGroup
                {...field}
                value={field.value ?? ''}
                legend={v.where}
                required
                variant="cards"
                options={places}
                error={fieldState.error?.message}
              />
            )}
          />
          {where === 'inPerson' ? (
            <Controller
              name="drink"
              control={control}
              render={({ field, fieldState }) => (
                <RadioGroup
                  {...field}
                  value={field.value ?? ''}
                  legend={v.drink}
                  hint={v.drinkHint}
                  required
                  orientation="horizontal"
                  options={drinkOptions}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={f.firstName}
              required
              autoComplete="given-name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={f.surname}
              required
              autoComplete="family-name"
              error={errors.surname?.message}
              {...register('surname')}
            />
          </div>
          <ContactFields
            register={register}
            errors={errors}
            email="email"
            phone="phone"
            layout="stacked"
            phoneHint={messagesFor(locale).phoneHint}
          />
          <TextArea
            label={t.notes}
            hint={v.notesHint}
            rows={4}
            error={errors.notes?.message}
            {...register('notes')}
          />
          {/* In the page before its text, so that screen readers announce the text when it appears;
            a new element per submit, so that a second invalid submit is announced again. */}
          <div role="alert" aria-atomic="true">
            {incomplete ? (
              <p
                key={submitCount}
                className="flex items-start gap-2 rounded-field border-2 border-danger bg-danger-soft p-3 font-semibold text-danger"
              >
                <AlertIcon className="mt-0.5 size-5 shrink-0" />
                {meetingInvalidMessage(locale)}
              </p>
            ) : null}
          </div>
          <Button type="submit" loading={sending} className="self-start">
            {t.submit}
          </Button>
        </Form>
      )}
      <LeadFormOutcome
        outcome={outcome}
        onClose={closeOutcome}
        successHeading={t.successHeading}
        successText={v.successText(event?.name ?? '')}
      />
    </FormSection>
  );
}
