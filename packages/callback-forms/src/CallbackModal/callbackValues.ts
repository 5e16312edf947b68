import { callbackFieldNames } from '@insurance-web/api-client';
import type { CallbackValues } from '@insurance-web/validation';

/** The form fields, in reading order: server field errors outside this list go to the error dialog. */
export const CALLBACK_FIELDS = ['name', 'phone', 'date', 'dayTime', 'topic'] as const;
export type CallbackField = (typeof CALLBACK_FIELDS)[number];

/**
 * Payload field names of the other call-me kinds (the motorcycle offer sends `firstName`, `plannedOn`,
 * `meridiemCode`), renamed to the form's fields for `fieldErrors`. The map lives in the api-client
 * beside the mappers (`callbackFieldNames`); this name stays for existing hosts.
 */
export const CALLBACK_FIELD_NAMES: Readonly<Record<string, CallbackField>> = callbackFieldNames;

/** The schema's parsed values as the call takes them; the topic only when the variant asked for it. */
export function toCallbackValues(values: CallbackValues, withTopic: boolean): CallbackValues {
  const result: CallbackValues = {
    name: values.name,
    phone: values.phone,
    date: values.date,
    dayTime: values.dayTime,
  };
  if (withTopic && values.topic) result.topic = values.topic;
  return result;
}
