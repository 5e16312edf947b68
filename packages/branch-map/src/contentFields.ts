import { contentFields } from '@insurance-web/ui';

/*
 * Address fields that several of this package's blocks label alike: defined once, so an editor
 * reads the same words for the same field on every card.
 */

/** The street with its house number, required. */
export function street() {
  return contentFields.labelled(contentFields.text(), 'Ulice a číslo', 'Ulice s číslem domu.');
}

/** The optional postcode. */
export function zipCode() {
  return contentFields.labelled(contentFields.optionalText(), 'PSČ', 'Nepovinné. Poštovní směrovací číslo.');
}

/** The optional phone number a card dials. */
export function phoneNumber() {
  return contentFields.labelled(
    contentFields.optionalText(),
    'Telefon',
    'Nepovinné. Odkaz vytáčí s předvolbou +420.',
  );
}
