import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendOnly } from '../http/request.js';

/** The tech-event / digital meeting form's values (SPEC §3). */
export interface MeetingValues {
  topic: string;
  drink: string;
  where: 'online' | 'inPerson';
  name: string;
  surname: string;
  email: string;
  phone: string;
  notes?: string;
}

export interface MeetingPayload {
  technology: string;
  drink: string;
  online: boolean;
  /** First and last name joined by one space. */
  name: string;
  message: string;
  email: string;
  phone: string;
}

/** Payload field → form field, for `fieldErrors`. */
export const meetingFieldNames: Readonly<Record<string, string>> = {
  technology: 'topic',
  online: 'where',
  message: 'notes',
};

export function joinName(first: string, last: string): string {
  return [first, last]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function toMeetingPayload(values: MeetingValues): MeetingPayload {
  return {
    technology: values.topic,
    // Only a visitor in person gets a drink; online, nothing is to be had ready.
    drink: values.where === 'inPerson' ? values.drink : '',
    online: values.where === 'online',
    name: joinName(values.name, values.surname),
    message: values.notes ?? '',
    email: values.email,
    phone: values.phone,
  };
}

export function sendMeeting(config: ApiConfig, values: MeetingValues, options?: CallOptions): Promise<void> {
  return sendOnly(config, siteEndpoints.meeting(config.slug), { ...options, json: toMeetingPayload(values) });
}
