'use client';

import {
  Button,
  CalculatorUnavailable,
  TextField,
  useLocale,
  useQueryParam,
  useSite,
} from '@insurance-web/ui';
import { messagesFor, normalizePlate, PLATE_MAX_LENGTH } from '@insurance-web/validation';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { BlockSection } from '../layout/BlockSection.js';
import { ROLLOUT_DEFAULTS } from '../PlateQuoteBox/plateDefaults.js';
import { DEFAULT_LOOKUP, plateError, shouldLookUp } from '../PlateQuoteBox/plateLookup.js';
import { usePlateMessages } from '../PlateQuoteBox/plateMessages.js';
import { useVehicleLookup } from '../PlateQuoteBox/usePlateLookup.js';
import {
  loadVehicleLookup,
  lookupEntry,
  type StoredVehicleLookup,
  saveVehicleLookup,
} from '../PlateQuoteBox/vehicleLookupStorage.js';
import { vehicleName } from '../PlateQuoteBox/vehicleModels.js';
import { useCalculator } from './CalculatorSlot.js';
import { flowStart, plateFromParam } from './flowStart.js';
import type { VehicleQuoteFlowContent } from './vehicleQuoteFlowContent.js';

export interface VehicleQuoteFlowProps extends VehicleQuoteFlowContent {
  /**
   * The call-back action the host adds to the notice shown when no calculator is registered (the
   * call-back form lives in another package); without one, the notice offers the phone number only.
   */
  callbackAction?: ReactNode;
}

type Mode = 'pending' | 'summary' | 'ask';

/**
 * The quote flow (`/auto/autosjednavac`, SPEC §2): the vehicle carried over from the plate box
 * (local storage, or the `spz` parameter looked up here), a way to change the plate, and the
 * calculator slot. An island: storage is read in the browser only.
 */
export function VehicleQuoteFlow({ heading, perex, calculator, callbackAction }: VehicleQuoteFlowProps) {
  const t = usePlateMessages().flow;
  const plateTexts = usePlateMessages();
  const validation = messagesFor(useLocale());
  const { navigation, clock } = useSite();
  const spz = plateFromParam(useQueryParam('spz'));
  const [mode, setMode] = useState<Mode>(spz ? 'pending' : 'ask');
  const [entry, setEntry] = useState<StoredVehicleLookup | null>(null);
  const [value, setValue] = useState(spz ?? '');
  const [error, setError] = useState<string | null>(null);
  const lookup = useVehicleLookup(0);
  // The plate being looked up, and whether it came from a landing page's box.
  const pending = useRef<{ plate: string; fromLP: boolean } | null>(null);
  // Where focus goes after a change the visitor asked for (never on the first render).
  const focusNext = useRef<'heading' | 'field' | 'change' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const Calculator = useCalculator<StoredVehicleLookup>(calculator);

  const show = (next: StoredVehicleLookup) => {
    setEntry(next);
    setValue(next.plate);
    setMode('summary');
  };

  const finish = (plate: string, fromLP: boolean, state = lookup.state) => {
    const next = lookupEntry(plate, state, {
      fromLP,
      location: entry?.location ?? ROLLOUT_DEFAULTS.location,
      brand: entry?.brand ?? ROLLOUT_DEFAULTS.brand,
      now: clock.now(),
    });
    saveVehicleLookup(next);
    show(next);
    // The address names the vehicle shown, so a reload or a shared link opens the same one.
    navigation.setParams({ spz: plate }, { replace: true });
  };

  const start = (plate: string, fromLP: boolean) => {
    if (!shouldLookUp(plate)) {
      // Too short to look up (SPEC §9: above 4 characters): kept without vehicle data.
      finish(plate, fromLP, DEFAULT_LOOKUP);
      return;
    }
    pending.current = { plate, fromLP };
    setMode('pending');
    // From the start, so that the same plate again (after a failure) is asked again.
    lookup.update('');
    lookup.update(plate);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the flow opens in the browser
  useEffect(() => {
    const begin = flowStart(spz, loadVehicleLookup());
    if (begin.kind === 'show') show(begin.entry);
    else if (begin.kind === 'lookup') {
      setValue(begin.plate);
      start(begin.plate, begin.fromLP);
    } else setMode('ask');
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the lookup's answer only
  useEffect(() => {
    const state = lookup.state;
    const waiting = pending.current;
    if (!waiting || (state.status !== 'ok' && state.status !== 'fail') || state.plate !== waiting.plate)
      return;
    pending.current = null;
    finish(waiting.plate, waiting.fromLP, state);
  }, [lookup.state]);

  useEffect(() => {
    const target = focusNext.current;
    // The heading as soon as the form has given way (to the lookup, then its result below the
    // heading): the focus never waits on the page's body while the lookup runs.
    if (!target || (target === 'heading' && mode === 'ask')) return;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    if (target === 'field') fieldRef.current?.focus();
    if (target === 'change') changeRef.current?.focus();
  }, [mode]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = plateError(value, validation);
    if (problem) {
      setError(problem);
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    const plate = normalizePlate(value);
    const fromLP = entry?.plate === plate ? entry.fromLP : false;
    if (entry?.plate === plate && entry.vehicle) {
      focusNext.current = 'change';
      show(entry);
      return;
    }
    focusNext.current = 'heading';
    start(plate, fromLP);
  };

  const HeadingTag = heading ? 'h3' : 'h2';
  const loading = mode === 'pending';
  const name = entry?.vehicle ? vehicleName(entry.vehicle) : null;

  return (
    <BlockSection heading={heading} perex={perex}>
      <div data-section-box="" className="grid items-start gap-6 desktop:grid-cols-[2fr_3fr]">
        <section
          aria-labelledby={headingId}
          className="flex min-h-64 flex-col gap-4 rounded-card border border-line bg-surface p-6"
        >
          <HeadingTag
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-ink focus:outline-none focus-visible:outline-3"
          >
            {t.vehicleHeading}
          </HeadingTag>
          <div role="status" aria-live="polite" aria-atomic="true">
            {loading ? (
              <p className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand border-t-transparent"
                />
                {t.loading}
              </p>
            ) : null}
            {mode === 'summary' && entry ? (
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
                <dt className="text-ink-muted">{t.plate}</dt>
                <dd className="font-semibold tracking-wider">{entry.plate}</dd>
                <dt className="text-ink-muted">{t.vehicle}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">
                  {entry.vehicle ? (
                    <strong className="font-semibold">{name ?? t.unnamedVehicle}</strong>
                  ) : (
                    <>
                      <span className="block font-semibold">{plateTexts.bubbleFail}</span>
                      <span className="block">{plateTexts.bubbleFailHint}</span>
                    </>
                  )}
                </dd>
              </dl>
            ) : null}
          </div>
          {mode === 'summary' ? (
            <div>
              <Button
                ref={changeRef}
                variant="secondary"
                onClick={() => {
                  setError(null);
                  focusNext.current = 'field';
                  setMode('ask');
                }}
              >
                {t.changePlate}
              </Button>
            </div>
          ) : null}
          {mode === 'ask' ? (
            <form noValidate onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-4">
              <p className="text-ink-muted">{t.intro}</p>
              <TextField
                ref={fieldRef}
                name="spz"
                label={plateTexts.plateLabel}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  setError(null);
                }}
                error={error ?? undefined}
                maxLength={PLATE_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={plateTexts.platePlaceholder}
                inputClassName="text-lg font-semibold tracking-wider uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
              />
              <div className="flex flex-wrap gap-3">
                <Button type="submit">{t.lookUp}</Button>
                {entry ? (
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setError(null);
                      setValue(entry.plate);
                      focusNext.current = 'change';
                      setMode('summary');
                    }}
                  >
                    {t.cancel}
                  </Button>
                ) : null}
              </div>
            </form>
          ) : null}
        </section>
        {Calculator ? (
          <Calculator type={calculator} vehicle={mode === 'summary' ? entry : null} />
        ) : (
          <CalculatorUnavailable headingLevel={heading ? 3 : 2} action={callbackAction} />
        )}
      </div>
    </BlockSection>
  );
}
