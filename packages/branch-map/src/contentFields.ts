import { contentFields } from '@insurance-web/ui';

/** The optional postcode. */
export function zipCode() {
  return contentFields.labelled(contentFields.optionalText(), 'PSČ', 'Nepovinné. Poštovní směrovací číslo.');
}
