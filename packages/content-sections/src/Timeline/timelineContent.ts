import * as z from 'zod/mini';
import { labelled, optionalText, text } from '../content/fields.js';
import { richText } from '../content/richText/richTextField.js';

/** One milestone: when (a year or a date, as the editor writes it), what, and optional text. */
const timelineItem = z.object({
  /** `1995`, `březen 2020`, `1. 7. 2024`: shown as written. */
  date: labelled(
    text(),
    'Datum nebo rok',
    'Rok nebo datum tak, jak se má ukázat (1995, březen 2020, 1. 7. 2024).',
  ),
  heading: labelled(text(), 'Nadpis', 'Co se stalo.'),
  text: labelled(richText(), 'Text', 'Nepovinné. Podrobnosti k milníku.'),
});

/** `blocks.timeline`: milestones in order (SPEC §2 item 7, §3 "timeline"). */
export const timelineContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad časovou osou.'),
  /** A timeline without milestones would be an empty box on the page, so it is refused. */
  items: labelled(
    z.array(timelineItem).check(z.minLength(1, 'Časová osa nemá žádnou položku.')),
    'Milníky',
    'Aspoň jeden milník, v pořadí, v jakém se mají ukázat.',
  ),
});

export type TimelineProps = z.output<typeof timelineContent>;
export type TimelineItem = TimelineProps['items'][number];
