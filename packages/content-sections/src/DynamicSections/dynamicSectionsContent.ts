import * as z from 'zod/mini';
import { flag, labelled, list, optionalText, perex, text } from '../content/fields.js';
import { richText } from '../content/richText/richTextField.js';
import { isEmptyRichText, type RichTextContent } from '../content/richText/richTextTypes.js';
import { safeLinkUrl } from '../content/safeUrl.js';
import { uniqueSlugs } from './dynamicSectionsState.js';

/** SPEC §9: two dynamic-section tabs at most. */
export const DYNAMIC_SECTIONS_MAX_TABS = 2;

export interface DynamicSubSection {
  name: string;
  /** Its `ds` value. */
  slug: string;
  /** Where it leads instead of showing content: absolute, or a path on the API host. */
  link: string | null;
  openInNewWindow: boolean;
  content: RichTextContent;
}

export interface DynamicTab {
  name: string;
  /** Its `s` value. */
  slug: string;
  sections: DynamicSubSection[];
}

export interface DynamicSectionsProps {
  heading: string;
  perex: string;
  /** The section's `anchor`, kept in the addresses of its states so a shared link scrolls to it. */
  anchor: string | null;
  tabs: DynamicTab[];
}

/** A sub-section's link: http(s), mailto, tel, or a path (SPEC: prefixed with the API host). */
const sectionLink = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value, ctx): string | null => {
    const raw = (value ?? '').trim();
    if (raw === '') return null;
    const url = safeLinkUrl(raw);
    if (url === null || /^[?#]/.test(url)) {
      ctx.issues.push({
        code: 'custom',
        message: 'Odkaz musí být bezpečná adresa (http, https, mailto, tel) nebo cesta začínající „/“.',
        input: value,
      });
      return z.NEVER;
    }
    return url;
  }),
);

/** SPEC §3 dynamic section item's `dynamicSections`: name, link, openInNewWindow, content. */
const subSection = z.object({
  name: labelled(text(), 'Název', 'Název podsekce v nabídce záložky; z něj je i parametr ds v adrese.'),
  link: labelled(
    sectionLink,
    'Odkaz',
    'Nepovinné. Podsekce pak místo obsahu vede sem: https://…, nebo cesta k dokumentu na serveru API (/dokumenty/…).',
  ),
  openInNewWindow: labelled(
    flag(false),
    'Otevřít v novém okně',
    'Zapnuto: odkaz podsekce se otevře v nové záložce.',
  ),
  content: labelled(richText(), 'Obsah', 'Text podsekce. Podsekce potřebuje obsah, nebo odkaz.'),
});

const tab = z.object({
  name: labelled(text(), 'Název záložky', 'Text záložky; z něj je i parametr s v adrese stránky.'),
  dynamicSections: labelled(
    list(subSection).check(
      z.minLength(1, 'Záložka nemá žádnou sekci.'),
      z.refine(
        (sections) => sections.every((section) => section.link !== null || !isEmptyRichText(section.content)),
        { message: 'Každá sekce potřebuje obsah, nebo odkaz.' },
      ),
    ),
    'Podsekce',
    'Aspoň jedna podsekce záložky; každá má obsah, nebo odkaz.',
  ),
});

/** An editor's anchor, as the registry reads it; anything else is no anchor (the registry ignores it too). */
const ANCHOR = /^[a-z][a-z0-9-]{0,63}$/;

/**
 * `blocks.dynamic-sections` (SPEC §2 `s`, `ds`; §3; §9): one or two tabs, each with sub-sections
 * that show rich text or lead to a link. Slugs for the URL are made here, on the server.
 */
export const dynamicSectionsContent = z.pipe(
  z.object({
    heading: labelled(optionalText(), 'Nadpis', 'Nepovinné. Nadpis nad záložkami.'),
    perex: perex(),
    anchor: labelled(
      z.optional(z.unknown()),
      'Kotva',
      'Nepovinné. Malá písmena bez diakritiky, číslice a pomlčky; odkaz #kotva vede na blok.',
    ),
    items: labelled(
      list(tab).check(
        z.minLength(1, 'Blok nemá žádnou záložku.'),
        z.maxLength(DYNAMIC_SECTIONS_MAX_TABS, 'Dynamické sekce mohou mít nejvýše dvě záložky.'),
      ),
      'Záložky',
      'Jedna nebo dvě záložky.',
    ),
  }),
  z.transform(({ heading, perex, anchor, items }): DynamicSectionsProps => {
    const tabSlugs = uniqueSlugs(items.map((item) => item.name));
    return {
      heading,
      perex,
      anchor: typeof anchor === 'string' && ANCHOR.test(anchor) ? anchor : null,
      tabs: items.map((item, index) => {
        const slugs = uniqueSlugs(item.dynamicSections.map((section) => section.name));
        return {
          name: item.name,
          slug: tabSlugs[index] ?? '',
          sections: item.dynamicSections.map((section, sectionIndex) => ({
            ...section,
            slug: slugs[sectionIndex] ?? '',
          })),
        };
      }),
    };
  }),
);
