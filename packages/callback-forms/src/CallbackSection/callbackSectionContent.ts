import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import type { CallbackSectionProps } from './CallbackSection.js';

const { text, optionalText, choice, flag, list, labelled } = contentFields;

/**
 * `forms.callback`: the call-back modal's options as content (SPEC §2 item 1): `fixedWindow` (same-day
 * cut-off 10:00) or `asap` (17:00), and the topic variant with the topics the editor lists. The topic
 * variant without a topic could not be sent, so the schema refuses it and names the field.
 */
export const callbackSectionContent = z.pipe(
  z
    .object({
      heading: labelled(text(), 'Nadpis', 'Nadpis sekce s tlačítkem, které otevře formulář zpětného volání.'),
      perex: labelled(optionalText(), 'Perex', 'Nepovinné. Text pod nadpisem.'),
      buttonLabel: labelled(optionalText(), 'Text tlačítka', 'Nepovinné. Prázdné: „Zavolejte mi“.'),
      mode: labelled(
        choice(['fixedWindow', 'asap'], 'fixedWindow'),
        'Režim volání',
        'Do kolika lze objednat hovor ještě na dnešek: fixedWindow = do 10:00 (výchozí), asap = do 17:00.',
      ),
      withTopic: labelled(
        flag(false),
        'Výběr tématu',
        'Zapnuto: návštěvník ve formuláři vybere téma ze seznamu témat.',
      ),
      topics: labelled(
        list(
          z.object({
            value: labelled(text(), 'Hodnota', 'Co se odešle s žádostí; v seznamu jen jednou.'),
            label: labelled(text(), 'Text', 'Jak téma uvidí návštěvník (Pojištění vozidla).'),
          }),
        ),
        'Témata',
        'Jen s výběrem tématu, pak aspoň jedno.',
      ),
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
