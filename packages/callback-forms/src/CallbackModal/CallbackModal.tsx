'use client';

import { Select } from '@insurance-web/ui';
import { CallbackModalCore, type CallbackModalProps } from './CallbackModalCore.js';

export type { CallbackModalProps } from './CallbackModalCore.js';

/** The call-back modal (SPEC §2 item 1): name, phone, date and day part, sent to the page's call-me kind. */
export function CallbackModal(props: CallbackModalProps) {
  return <CallbackModalCore {...props} topicSelect={Select} />;
}
