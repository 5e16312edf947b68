import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { CallbackSectionProps } from './CallbackSection.js';

const { text, optionalText, choice, flag, list } = contentFields;

/**
 * `forms.callback`: the call-back modal's options as content (SPEC §2 item 1): `fixedWindow` (same-day
 * cut-off 10:00) or `asap` (17:00), and the topic variant with the topics the editor lists. The topic
 * variant without a topic could not be sent, so the schema refuses it and names the field.
 */
export const callbackSectionContent = z.pipe(
  z
    .object({
      heading: text(),
      perex: optionalText(),
      buttonLabel: optionalText(),
      mode: choice(['fixedWindow', 'asap'], 'fixedWindow'),
      withTopic: flag(false),
      topics: list(z.object({ value: text(), label: text() })),
    })
    .check(
      z.superRefine((data, ctx) => {
        if (data.withTopic && data.topics.length === 0) {
          ctx.addIssue({
            code: 'custom',
            message: 'Varianta s tématem potřebuje aspoň jedno téma.',
            path: ['topics'],
            input: data.topics,
          });
        }
        const seen = new Set<string>();
        data.topics.forEach((topic, index) => {
          if (seen.has(topic.value)) {
            ctx.addIssue({
              code: 'custom',
              message: `Téma „${topic.value}“ je v seznamu dvakrát.`,
              path: ['topics', index, 'value'],
              input: topic.value,
            });
          }
          seen.add(topic.value);
        });
      }),
    ),
  z.transform((data): CallbackSectionProps => data),
);
