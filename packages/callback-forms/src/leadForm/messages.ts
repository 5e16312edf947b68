import type { Locale } from '@insurance-web/ui';

/** The texts every lead form shares: the person, the contact, the consents, the submit button. */
export interface LeadFormMessages {
  firstName: string;
  surname: string;
  email: string;
  phone: string;
  /** The consent to the processing of personal data that a form needs to be handled at all. */
  consentPersonalData: string;
  /** The optional (or, where SPEC says so, required) consent to offers and news. */
  consentMarketing: string;
  submit: string;
  /** Said when a valid lead cannot leave because the browser is offline (issue 25). */
  offlineHeading: string;
  offlineText: string;
}

export const leadFormMessages: Record<Locale, LeadFormMessages> = {
  cs: {
    firstName: 'Jméno',
    surname: 'Příjmení',
    email: 'E-mail',
    phone: 'Telefon',
    consentPersonalData: 'Souhlasím se zpracováním svých osobních údajů za účelem vyřízení tohoto požadavku.',
    consentMarketing: 'Souhlasím se zasíláním novinek a nabídek e-mailem a telefonicky.',
    submit: 'Odeslat',
    offlineHeading: 'Nejste připojeni k internetu',
    offlineText:
      'Formulář jsme zatím neodeslali. Odešleme ho automaticky, jakmile budete znovu online – stránku prosím nezavírejte.',
  },
  en: {
    firstName: 'First name',
    surname: 'Surname',
    email: 'E-mail',
    phone: 'Phone',
    consentPersonalData: 'I agree to the processing of my personal data to handle this request.',
    consentMarketing: 'I agree to receive news and offers by e-mail and phone.',
    submit: 'Send',
    offlineHeading: 'You are not connected to the internet',
    offlineText:
      'The form has not been sent yet. We will send it automatically as soon as you are back online – please keep this page open.',
  },
};
