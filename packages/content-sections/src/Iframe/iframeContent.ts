import * as z from 'zod/mini';
import { labelled, optionalText, perex, text } from '../content/fields.js';
import { safeLinkUrl } from '../content/safeUrl.js';

/** The framed page: https, or a path on this site (never http, `data:`, `javascript:` or `//host`). */
const frameUrl = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const url = safeLinkUrl(value);
    if (url === null || !(/^https:\/\//i.test(url) || /^\/(?![/\\])/.test(url))) {
      ctx.issues.push({
        code: 'custom',
        message: 'Adresa rámu musí začínat https:// nebo „/“ (stránka tohoto webu).',
        input: value,
      });
      return z.NEVER;
    }
    return url;
  }),
);

/**
 * `blocks.iframe` (SPEC §4, §9): an embedded page that grows to its content. `title` names the frame
 * for screen readers (WCAG 4.1.2), so it is required.
 */
export const iframeContent = z.object({
  heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad vloženou stránkou.'),
  perex: perex(),
  title: labelled(
    text(),
    'Popis rámu',
    'Co v rámu je (Kalkulačka cestovního pojištění); čtou ho čtečky obrazovky.',
  ),
  url: labelled(
    frameUrl,
    'Adresa stránky',
    'Vložená stránka: https://… nebo cesta na tomto webu (/…). Výška rámu se přizpůsobí obsahu.',
  ),
});

export type IframeProps = z.output<typeof iframeContent>;
