import { contentFields } from '@insurance-web/ui';

/*
 * Fields that several of this package's form blocks label alike: defined once, so an editor reads
 * the same words for the same field in every form.
 */

/** The optional text under a form's heading; empty shows the form's own. */
export function formPerex() {
  return contentFields.labelled(
    contentFields.optionalText(),
    'Perex',
    'Nepovinné. Text pod nadpisem. Prázdné: výchozí text formuláře.',
  );
}

/** Whether the form also asks for the contract number (off by default). */
export function askPolicyNumber() {
  return contentFields.labelled(
    contentFields.flag(false),
    'Číslo smlouvy',
    'Zapnuto: formulář se ptá i na číslo smlouvy (pro stávající klienty).',
  );
}
