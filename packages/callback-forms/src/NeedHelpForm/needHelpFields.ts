/** Every field of the need-help form, in reading order (payload names: no renaming needed). */
export const NEED_HELP_FIELDS = [
  'isClient',
  'contractNumber',
  'name',
  'surname',
  'email',
  'phone',
  'question',
  'personalDataConsent',
  'marketingConsent',
] as const;
export type NeedHelpField = (typeof NEED_HELP_FIELDS)[number];

/** The fields a visitor sees: the contract number only after answering that they are a client. */
export function needHelpFieldsOnScreen(isClient: boolean): readonly NeedHelpField[] {
  return isClient ? NEED_HELP_FIELDS : NEED_HELP_FIELDS.filter((field) => field !== 'contractNumber');
}

/** The radio values of `Jste náš klient?`: the form holds a boolean, the radios need strings. */
export type ClientAnswer = 'yes' | 'no';

export function clientAnswer(isClient: boolean | undefined): ClientAnswer | '' {
  if (isClient === true) return 'yes';
  if (isClient === false) return 'no';
  return '';
}

export function isClientAnswer(answer: string): boolean {
  return answer === 'yes';
}
