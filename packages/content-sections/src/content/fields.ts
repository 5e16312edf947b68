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
