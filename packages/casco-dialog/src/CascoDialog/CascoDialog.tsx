'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  cascoFieldNames,
  isCascoPage,
  sendCascoEmailOffer,
  sendCascoPhoneOffer,
} from '@insurance-web/api-client';
import { type LeadFormOptions, useLeadForm } from '@insurance-web/callback-forms/leadForm';
import { type AnalyticsEvent, Modal, PHONE_PREFIX, Tabs, useLocale, useSite } from '@insurance-web/ui';
import { cascoEmailSchema, cascoPhoneSchema } from '@insurance-web/validation';
import { useMemo, useRef, useState } from 'react';
import { type CascoCalculation, calculationLabel } from '../calculation/cascoCalculation.js';
import { CASCO_EVENTS, cascoMessages } from '../messages.js';
import type { VehicleBrand } from '../vehicle/vehicleBrands.js';
import { emailCallValues, phoneCallValues } from './cascoValues.js';
import { EmailTab, emailTabFields } from './EmailTab.js';
import { PhoneTab, phoneTabFields } from './PhoneTab.js';

/** The tab a visitor sent from: which thank-you text follows. */
export type CascoContact = 'phone' | 'email';

export interface CascoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the host's calculator calculated; without it the visitor describes the vehicle. */
  calculation?: CascoCalculation | null;
  /** The insurer's brand table (`parseVehicleBrandTable`); default: the makes this package ships. */
  brands?: readonly VehicleBrand[];
  /** The call succeeded: close the dialog and thank the visitor (`CascoSentDialog`). */
  onSent: (contact: CascoContact) => void;
  /** The tab shown first; default `phone` (SPEC §4). */
  defaultTab?: CascoContact;
}

const emptyVehicle = { brand: '', age: '', value: '', allRisk: false };

/**
 * The casco call-back dialog (SPEC §2 item 11): `Ozveme se vám s konkrétní nabídkou`, with the phone
 * tab (default) and the e-mail tab, switchable any time. Each tab is its own form; both live as long
 * as the dialog's code, so a visitor who switches tabs or closes and reopens finds what they typed.
 * The call is flagged as casco (`type=HAV`) on pages whose address has `havarijni-pojisteni`.
 */
export function CascoDialog({
  open,
  onOpenChange,
  calculation = null,
  brands,
  onSent,
  defaultTab = 'phone',
}: CascoDialogProps) {
  const locale = useLocale();
  const t = cascoMessages[locale];
  const { navigation } = useSite();
  const [tab, setTab] = useState<CascoContact>(defaultTab);
  const withCalculator = calculation !== null;
  const event: AnalyticsEvent = calculation
    ? { name: CASCO_EVENTS.withCalculator, label: calculationLabel(calculation) }
    : { name: CASCO_EVENTS.withoutCalculator };
  const casco = () => ({ casco: isCascoPage(navigation.href()) });
  // What both tabs share of the lead-form flow. SPEC §8 for this dialog: every failure is logged as
  // `Error submitting the form`, the server's field errors go on their fields and nothing else is
  // shown (the tabs render no `failed` outcome). One guard: one dialog sends one lead at a time,
  // also when the visitor switches tabs and submits the other form meanwhile.
  const inFlight = useRef(false);
  const shared = {
    analytics: event,
    fieldNames: cascoFieldNames,
    inFlight,
    fallbackMessage: t.serverFieldError,
    errorLog: 'Error submitting the form',
    // SPEC §5: validation only on submit, not on change or blur, also after a first submit.
    reValidateMode: 'onSubmit',
  } satisfies Partial<LeadFormOptions<never, unknown>>;

  const phoneResolver = useMemo(
    () => zodResolver(cascoPhoneSchema(locale, { withCalculator })),
    [locale, withCalculator],
  );
  const phone = useLeadForm({
    ...shared,
    name: 'casco-phone',
    resolver: phoneResolver,
    draft: { omit: [] },
    defaultValues: { ...emptyVehicle, name: '', phoneNumber: PHONE_PREFIX, marketingAgreement: false },
    fields: phoneTabFields(withCalculator),
    send: (api, values, options) =>
      sendCascoPhoneOffer(api, phoneCallValues(values, calculation), { ...options, ...casco() }),
    onSent: () => onSent('phone'),
  });

  const emailResolver = useMemo(
    () => zodResolver(cascoEmailSchema(locale, { withCalculator })),
    [locale, withCalculator],
  );
  const email = useLeadForm({
    ...shared,
    name: 'casco-email',
    resolver: emailResolver,
    // The birth number is never stored (issue 25).
    draft: { omit: ['personalId'] },
    defaultValues: {
      ...emptyVehicle,
      name: '',
      personalId: '',
      zipCode: '',
      spz: '',
      startDate: '',
      email: '',
      marketingAgreement: false,
    },
    fields: emailTabFields(withCalculator),
    send: (api, values, options) =>
      sendCascoEmailOffer(api, emailCallValues(values, calculation), { ...options, ...casco() }),
    onSent: () => onSent('email'),
  });

  // One lead at a time: while either tab's call is on its way, both tabs show the busy button.
  const sending = phone.sending || email.sending;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} size="md">
      <Tabs
        label={t.tabsLabel}
        layout="fill"
        value={tab}
        onValueChange={(value) => setTab(value === 'email' ? 'email' : 'phone')}
        items={[
          {
            value: 'phone',
            label: t.phoneTab,
            content: <PhoneTab {...phone} sending={sending} calculation={calculation} brands={brands} />,
          },
          {
            value: 'email',
            label: t.emailTab,
            content: <EmailTab {...email} sending={sending} calculation={calculation} brands={brands} />,
          },
        ]}
      />
    </Modal>
  );
}
