// The content schema building blocks live in `@insurance-web/ui` (`contentFields`), shared by every
// domain package's blocks; the names below stay for this package's blocks and its public API.
import { contentFields } from '@insurance-web/ui';

export type { ButtonData, ButtonStyle } from '@insurance-web/ui';

export const text = contentFields.text;
export const optionalText = contentFields.optionalText;
export const flag = contentFields.flag;
export const optionalNumber = contentFields.optionalNumber;
export const choice = contentFields.choice;
export const linkUrl = contentFields.linkUrl;
export const list = contentFields.list;
export const textList = contentFields.textList;
export const choiceList = contentFields.choiceList;
export const image = contentFields.image;
export const button = contentFields.button;
export const calculatorType = contentFields.calculatorType;
/** A field's Czech label and one-line hint for the CMS's edit form (zod metadata; parsing unchanged). */
export const labelled = contentFields.labelled;
export const perex = contentFields.perex;
export const personName = contentFields.personName;
// Shared with every domain package: the rules live in `@insurance-web/ui`.
export { isExternalUrl, safeImageUrl, safeLinkUrl } from '@insurance-web/ui';

/*
 * Fields that several of this package's blocks label alike: defined once, so an editor reads the
 * same words for the same field in every block.
 */

/** A banner's main heading, required. */
export function bannerHeading() {
  return labelled(text(), 'Nadpis', 'Hlavní nadpis banneru.');
}

/** The optional heading above a block's cards. */
export function cardsHeading() {
  return labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad kartami.');
}

/** A card's heading, required. */
export function cardHeading() {
  return labelled(text(), 'Nadpis', 'Nadpis karty.');
}

/** The optional short text under a card's heading. */
export function cardPerex() {
  return labelled(optionalText(), 'Perex', 'Nepovinné. Krátký text pod nadpisem karty.');
}
