'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  downloadFile,
  fetchSuitabilityRecord,
  SUITABILITY_RECORD_FILE_NAME,
  suitabilityRecordFieldNames,
} from '@insurance-web/api-client';
import {
  Button,
  type Calculation,
  Checkbox,
  Form,
  RequiredNote,
  TextArea,
  useLocale,
} from '@insurance-web/ui';
import { SUITABILITY_DIFFERENCE_DEFAULT, suitabilityRecordSchema } from '@insurance-web/validation';
import { useMemo, useRef } from 'react';
import { lazyLoadMessages } from '../leadForm/lazyMessages.js';
import { OfflineNotice } from '../leadForm/OfflineNotice.js';
import { useLeadForm } from '../leadForm/useLeadForm.js';
import { suitabilityRecordMessages } from './messages.js';
import {
  calculatedAtText,
  type SuitabilityAudience,
  suitabilityRecordFields,
  suitabilityRecordLabel,
} from './suitabilityRecordFields.js';

export interface RecordFormProps {
  calculation: Calculation;
  audience: SuitabilityAudience;
}

/**
 * The record's form, for a calculation that exists: loaded by `SuitabilityRecordForm` only then, so
 * a page without a calculation carries no form, schema or API client.
 */
export function RecordForm({
  calculation,
  audience,
}: {
  calculation: Calculation;
  audience: SuitabilityAudience;
}) {
  const locale = useLocale();
  const t = suitabilityRecordMessages[locale];
  const agent = audience === 'agent';
  const submitRef = useRef<HTMLButtonElement>(null);
  const resolver = useMemo(() => zodResolver(suitabilityRecordSchema(locale, { agent })), [locale, agent]);
  const { form, submit, sending, outcome, closeOutcome } = useLeadForm({
    name: suitabilityRecordLabel(audience),
    resolver,
    draft: { omit: [] },
    defaultValues: {
      request: '',
      recommendation: '',
      difference: SUITABILITY_DIFFERENCE_DEFAULT,
      ownRecord: false,
    },
    fields: suitabilityRecordFields(audience),
    fieldNames: suitabilityRecordFieldNames,
    send: async (api, values, options) => {
      downloadFile(await fetchSuitabilityRecord(api, calculation.arrangingForm, values, options));
    },
    // The record is a document made from the values: they stay, to correct and download it again.
    resetOnSuccess: false,
    // No `preloadOutcome`: the outcome is said under the button (SPEC §8 names no dialog for the record).
  });
  const {
    register,
    formState: { errors, submitCount },
  } = form;
  return (
    <Form
      onSubmit={(event) => {
        closeOutcome();
        return submit(event);
      }}
      busy={sending}
      submitCount={submitCount}
      className="flex flex-col gap-5"
    >
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-card bg-surface-muted p-4">
        <dt className="text-ink-muted">{t.calculation}</dt>
        <dd className="min-w-0 font-semibold [overflow-wrap:anywhere]">{calculation.summary}</dd>
        <dt className="text-ink-muted">{t.calculatedAt}</dt>
        <dd>
          <time dateTime={calculation.calculatedAt}>
            {calculatedAtText(calculation.calculatedAt, locale)}
          </time>
        </dd>
      </dl>
      <RequiredNote />
      <TextArea
        label={t.request}
        hint={t.requestHint}
        required
        rows={3}
        error={errors.request?.message}
        {...register('request')}
      />
      <TextArea
        label={t.recommendation}
        hint={t.recommendationHint}
        required
        rows={3}
        error={errors.recommendation?.message}
        {...register('recommendation')}
      />
      <TextArea
        label={t.difference}
        hint={t.differenceHint}
        required
        rows={2}
        error={errors.difference?.message}
        {...register('difference')}
      />
      {agent ? (
        <Checkbox label={t.ownRecord} required error={errors.ownRecord?.message} {...register('ownRecord')} />
      ) : null}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <Button ref={submitRef} type="submit" loading={sending}>
          {t.submit}
        </Button>
        {/* In the page from the start, so that each change of its text is announced. */}
        <p role="status" className="text-ink-muted">
          {sending ? t.generating : outcome === 'sent' ? t.downloaded(SUITABILITY_RECORD_FILE_NAME) : ''}
        </p>
      </div>
      <div role="alert">
        {outcome === 'failed' ? (
          <div className="flex flex-col items-start gap-3 rounded-card border border-danger bg-danger-soft p-4 text-ink">
            <p>{t.failed}</p>
            <Button
              variant="secondary"
              onClick={() => {
                // This button goes with the alert: focus moves to the submit button, which sends again.
                submitRef.current?.focus();
                submitRef.current?.click();
              }}
            >
              {lazyLoadMessages[locale].retry}
            </Button>
          </div>
        ) : outcome === 'offline' ? (
          <OfflineNotice announce={false} />
        ) : null}
      </div>
    </Form>
  );
}
