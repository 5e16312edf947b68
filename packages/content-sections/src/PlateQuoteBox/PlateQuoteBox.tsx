'use client';

import {
  Button,
  cardHeadingClass,
  SectionHeading,
  sectionPerexClass,
  TextField,
  useLocale,
  useQueryParam,
  useSite,
} from '@insurance-web/ui';
import { messagesFor, normalizePlate, PLATE_MAX_LENGTH, prefilledPlate } from '@insurance-web/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { BlockSection } from '../layout/BlockSection.js';
import { PlateBubble } from './PlateBubble.js';
import { plateError, quoteFlowHref, shouldLookUp, shouldRedirect } from './plateLookup.js';
import { usePlateMessages } from './plateMessages.js';
import type { PlateQuoteBoxProps } from './plateQuoteBoxContent.js';
import { useRollout, useVehicleLookup } from './usePlateLookup.js';
import { lookupEntry, saveVehicleLookup } from './vehicleLookupStorage.js';

/**
 * The vehicle plate quote box (SPEC §2 item 2): the plate field (prefilled from `spz`), a button and
 * a helper link, in two looks. `inline` only sends the plate on to the quote flow; `card` is the
 * info variant: it looks the vehicle up as the visitor types and shows the result in its bubble,
 * stores it for the quote flow, and takes the visitor there by itself when the new flow is rolled
 * out to them (SPEC §4, §6). An island; without JavaScript the form still submits `spz` by GET.
 */
export function PlateQuoteBox({
  look,
  heading,
  perex,
  buttonText,
  helperLink,
  quoteFlowUrl,
  rolloutFlag,
  defaultLocation,
  defaultBrand,
}: PlateQuoteBoxProps) {
  const t = usePlateMessages();
  const validation = messagesFor(useLocale());
  const { navigation, clock } = useSite();
  const spz = useQueryParam('spz');
  // A plate from the address obeys the field's limit as typing does (at most 9, SPEC §9).
  const [value, setValue] = useState(() => prefilledPlate(spz));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const info = look === 'card';
  const lookup = useVehicleLookup();
  const [engaged, setEngaged] = useState(false);
  const rollout = useRollout(rolloutFlag, info && engaged);
  const redirected = useRef(false);
  const [redirecting, setRedirecting] = useState(false);

  const entryOptions = { fromLP: true, location: defaultLocation, brand: defaultBrand };
  const store = (plate: string) =>
    saveVehicleLookup(lookupEntry(plate, lookup.state, { ...entryOptions, now: clock.now() }));

  const change = (next: string) => {
    setValue(next);
    setError(null);
    if (!info) return;
    if (shouldLookUp(next)) setEngaged(true);
    lookup.update(next);
  };

  // A plate from the address (`/auto?spz=…`) is looked up as if typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the value the page opened with
  useEffect(() => {
    if (info && value) change(value);
  }, []);

  // Each answer is kept for the quote flow as it comes (SPEC §4: stored with preloaded and fromLP).
  // biome-ignore lint/correctness/useExhaustiveDependencies: stored when the answer changes, not the options
  useEffect(() => {
    if (lookup.state.status === 'ok' || lookup.state.status === 'fail') store(lookup.state.plate);
  }, [lookup.state]);

  // SPEC §4: found and rolled out, the visitor goes on by themselves; a failure cancels it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided by the lookup and the rollout only
  useEffect(() => {
    if (redirected.current || lookup.state.status !== 'ok' || !shouldRedirect(lookup.state, rollout)) return;
    redirected.current = true;
    setRedirecting(true);
    store(lookup.state.plate);
    navigation.navigate(quoteFlowHref(quoteFlowUrl, lookup.state.plate));
  }, [lookup.state, rollout]);

  // Back from the quote flow (the page restored from the back/forward cache): the box works again,
  // without taking the visitor away a second time.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = plateError(value, validation);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    const plate = normalizePlate(value);
    store(plate);
    navigation.navigate(quoteFlowHref(quoteFlowUrl, plate));
  };

  const answered = info && (lookup.state.status === 'ok' || lookup.state.status === 'fail');
  const label = answered ? t.continue : buttonText || t.submit;

  const form = (
    <form
      method="get"
      action={quoteFlowUrl}
      noValidate
      onSubmit={submit}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': t.formLabel })}
    >
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-start">
        <TextField
          ref={input}
          name="spz"
          label={t.plateLabel}
          value={value}
          onChange={(event) => change(event.target.value)}
          error={error ?? undefined}
          maxLength={PLATE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={t.platePlaceholder}
          className="tablet:max-w-xs tablet:flex-1"
          inputClassName="text-lg font-semibold tracking-wider uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
        />
        {/* Busy, not disabled, while the visitor is taken on: a disabled button drops its focus to the page. */}
        <Button type="submit" size="lg" className="tablet:mt-8" loading={redirecting}>
          {label}
        </Button>
      </div>
      {helperLink ? (
        <p className="mt-3">
          <a href={helperLink.url} className="font-semibold text-brand underline underline-offset-4">
            {helperLink.text}
          </a>
        </p>
      ) : null}
      {info ? <PlateBubble state={lookup.state} redirecting={redirecting} /> : null}
    </form>
  );

  if (!info) {
    // Under a hero, on its background: heading and field read as part of it.
    return (
      <BlockSection tone="soft" className="pt-0">
        {heading ? <SectionHeading id={headingId}>{heading}</SectionHeading> : null}
        {perex ? <p className={`${sectionPerexClass} text-ink-muted`}>{perex}</p> : null}
        {form}
      </BlockSection>
    );
  }
  return (
    <BlockSection>
      {/* The box fills the row: from a tablet up, its words on the left and the plate field on the right. */}
      <div
        data-section-box=""
        className="grid gap-6 rounded-card border border-line bg-surface p-6 shadow-sm tablet:grid-cols-2 tablet:items-center tablet:gap-8 tablet:p-8"
      >
        {heading || perex ? (
          <div>
            {heading ? (
              <h2 id={headingId} className={`${cardHeadingClass} text-ink`}>
                {heading}
              </h2>
            ) : null}
            {perex ? <p className="mt-2 text-ink-muted">{perex}</p> : null}
          </div>
        ) : null}
        <div className={heading || perex ? '' : 'tablet:col-span-2'}>{form}</div>
      </div>
    </BlockSection>
  );
}
