import type { Locale } from '@insurance-web/ui';
import type { WhistleblowingRelationship } from '@insurance-web/validation';

export interface WhistleblowingFormMessages {
  heading: string;
  perex: string;
  relationship: string;
  relationships: Record<WhistleblowingRelationship, string>;
  text: string;
  textHint: string;
  whenAndWhere: string;
  whenAndWhereHint: string;
  involved: string;
  involvedHint: string;
  anonymous: string;
  /** Said under the box, whether it is ticked or not: what anonymity costs the reporter. */
  anonymousNote: string;
  name: string;
  contactHint: string;
  /** How the report and the reporter's data are processed: told, not a consent to tick. */
  dataNote: string;
  submit: string;
  successHeading: string;
  /** After a report with a contact: what the law promises (zákon č. 171/2023 Sb., § 12). */
  successText: string;
  /** After an anonymous report: no promise of a reply nobody could receive. */
  anonymousSuccessText: string;
}

export const whistleblowingFormMessages: Record<Locale, WhistleblowingFormMessages> = {
  cs: {
    heading: 'Podat oznámení online',
    perex:
      'Oznámení přijme a prošetří jen příslušná osoba. Vaši totožnost bez vašeho souhlasu nikomu dalšímu neprozradí.',
    relationship: 'Váš vztah ke společnosti',
    relationships: {
      EMPLOYEE: 'Zaměstnanec / zaměstnankyně',
      JOB_APPLICANT: 'Uchazeč / uchazečka o zaměstnání',
      INTERMEDIARY: 'Zprostředkovatel nebo obchodní partner',
      SUPPLIER: 'Dodavatel',
      TRAINEE_OR_VOLUNTEER: 'Stážista nebo dobrovolník',
      BOARD_MEMBER: 'Člen orgánu společnosti',
      OTHER: 'Jiný vztah',
    },
    text: 'Co se stalo',
    textHint: 'Popište, o jaké jednání jde a co o něm víte. Alespoň 30 znaků.',
    whenAndWhere: 'Kdy a kde se to stalo',
    whenAndWhereHint: 'Například datum nebo období, pobočka, oddělení.',
    involved: 'Kdo se na tom podílel',
    involvedHint: 'Jména, funkce nebo útvar, pokud je znáte.',
    anonymous: 'Chci zůstat v anonymitě',
    anonymousNote:
      'Anonymní oznámení prošetříme, ale nemůžeme vám potvrdit jeho přijetí ani sdělit, jak jsme ho vyřídili.',
    name: 'Jméno a příjmení',
    contactHint: 'Vyplňte e-mail, telefon, nebo obojí: do 7 dnů vám potvrdíme přijetí oznámení.',
    dataNote:
      'Oznámení i vaše údaje jsou důvěrné: zpracovává je jen příslušná osoba podle zákona č. 171/2023 Sb., o ochraně oznamovatelů.',
    submit: 'Odeslat oznámení',
    successHeading: 'Děkujeme za oznámení',
    successText:
      'Oznámení jsme přijali. Příslušná osoba vám do 7 dnů potvrdí jeho přijetí a do 30 dnů vám sdělí, jak ho posoudila.',
    anonymousSuccessText:
      'Oznámení jsme přijali a příslušná osoba ho prošetří. Protože jste nezanechali kontakt, nemůžeme vám odpovědět.',
  },
  en: {
    heading: 'Report online',
    perex:
      'Only the designated person receives and investigates the report. They will not reveal your identity to anyone else without your consent.',
    relationship: 'Your relationship to the company',
    relationships: {
      EMPLOYEE: 'Employee',
      JOB_APPLICANT: 'Job applicant',
      INTERMEDIARY: 'Intermediary or business partner',
      SUPPLIER: 'Supplier',
      TRAINEE_OR_VOLUNTEER: 'Trainee or volunteer',
      BOARD_MEMBER: 'Member of a company body',
      OTHER: 'Other relationship',
    },
    text: 'What happened',
    textHint: 'Describe the conduct and what you know about it. At least 30 characters.',
    whenAndWhere: 'When and where it happened',
    whenAndWhereHint: 'For example a date or period, a branch, a department.',
    involved: 'Who was involved',
    involvedHint: 'Names, positions or the department, if you know them.',
    anonymous: 'I want to stay anonymous',
    anonymousNote:
      'We investigate anonymous reports, but we cannot confirm receipt or tell you how we dealt with it.',
    name: 'Full name',
    contactHint: 'Fill in an e-mail, a phone or both: we confirm receipt of the report within 7 days.',
    dataNote:
      'The report and your data are confidential: only the designated person processes them, under Act No. 171/2023 Coll. on the protection of whistleblowers.',
    submit: 'Send the report',
    successHeading: 'Thank you for your report',
    successText:
      'We have received the report. The designated person will confirm receipt within 7 days and tell you within 30 days how they assessed it.',
    anonymousSuccessText:
      'We have received the report and the designated person will investigate it. As you left no contact, we cannot reply to you.',
  },
};
