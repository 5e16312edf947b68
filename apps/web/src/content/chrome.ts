import { safeLinkUrl } from '@insurance-web/ui';
import * as z from 'zod/mini';

/**
 * The site's header navigation and footer, edited in the CMS like the pages (a Strapi single type
 * `site-chrome`), in the same response shape. Links to unsafe addresses are dropped, not rendered.
 */
const link = z.pipe(
  z.object({ label: z.string().check(z.trim(), z.minLength(1)), url: z.string() }),
  z.transform((value) => {
    const url = safeLinkUrl(value.url);
    return url ? [{ label: value.label, url }] : [];
  }),
);
const links = z.pipe(
  z.optional(z.nullable(z.array(link))),
  z.transform((value) => (value ?? []).flat()),
);

/**
 * The cookie-consent banner's and settings' texts (Strapi: the footer's `consent` component). Each
 * one the content leaves empty falls back to its Czech default here, so the banner never lacks a
 * button label; they are plain text (the banner escapes them).
 */
export const DEFAULT_CONSENT_TEXTS = {
  title: 'Používáme cookies',
  description:
    'Analytické cookies, které nám ukazují, jak web zlepšovat, použijeme jen s vaším souhlasem. Nezbytné cookies potřebujeme, aby web fungoval. Svou volbu můžete kdykoli změnit odkazem Nastavení cookies v patičce webu.',
  acceptAll: 'Přijmout vše',
  rejectAll: 'Odmítnout vše',
  settings: 'Nastavení',
  settingsTitle: 'Nastavení cookies',
  save: 'Uložit nastavení',
  close: 'Zavřít',
  necessaryTitle: 'Nezbytné cookies',
  necessaryDescription:
    'Zajišťují základní funkce webu a pamatují si vaši volbu cookies. Bez nich web nefunguje, proto je nelze vypnout.',
  analyticsTitle: 'Analytické cookies',
  analyticsDescription:
    'Měří, které stránky a odkazy používáte, abychom web mohli zlepšovat. Bez vašeho souhlasu se nic neměří.',
  footerLink: 'Nastavení cookies',
} as const;
export type ConsentTexts = Record<keyof typeof DEFAULT_CONSENT_TEXTS, string>;

const consentText = (key: keyof ConsentTexts) =>
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => value?.trim() || DEFAULT_CONSENT_TEXTS[key]),
  );
const consentTexts = z.pipe(
  z.optional(
    z.nullable(
      z.object(
        Object.fromEntries(
          Object.keys(DEFAULT_CONSENT_TEXTS).map((key) => [key, consentText(key as keyof ConsentTexts)]),
        ) as { [K in keyof ConsentTexts]: ReturnType<typeof consentText> },
      ),
    ),
  ),
  z.transform((value): ConsentTexts => value ?? { ...DEFAULT_CONSENT_TEXTS }),
);

/**
 * A header menu group (Vozidla, Škody …): its label and its pages. A group left without a safe link
 * is dropped, so the header never shows an empty menu.
 */
const group = z.pipe(
  z.object({ label: z.string().check(z.trim(), z.minLength(1)), links }),
  z.transform((value) => (value.links.length > 0 ? [value] : [])),
);

const chromeSchema = z.object({
  navigation: z.pipe(
    z.optional(z.nullable(z.array(group))),
    z.transform((value) => (value ?? []).flat()),
  ),
  /** The header's standing actions beside the menu (Nahlásit škodu, Ozvěte se mi), on every screen. */
  headerActions: links,
  footerColumns: z.pipe(
    z.optional(z.nullable(z.array(z.object({ heading: z.string(), links })))),
    z.transform((value) => value ?? []),
  ),
  footerNote: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => value ?? ''),
  ),
  consent: consentTexts,
});

export type SiteChrome = z.output<typeof chromeSchema>;
export type ChromeGroup = SiteChrome['navigation'][number];
export type ChromeLink = ChromeGroup['links'][number];

export const EMPTY_CHROME: SiteChrome = {
  navigation: [],
  headerActions: [],
  footerColumns: [],
  footerNote: '',
  consent: { ...DEFAULT_CONSENT_TEXTS },
};

/** `{ data: {...} }` → the chrome; what does not parse gives a site with no menu rather than no site. */
export function parseChromeResponse(body: unknown): SiteChrome {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const parsed = chromeSchema.safeParse(data);
  if (!parsed.success) {
    console.error('[content] invalid site chrome (navigation, footer): header and footer show no links');
    return EMPTY_CHROME;
  }
  return parsed.data;
}

/** Whether a navigation link leads to the page at `path` (for `aria-current="page"`). */
export function isCurrentLink(url: string, path: string): boolean {
  if (!url.startsWith('/')) return false;
  const strip = (value: string) => value.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return strip(url) === strip(path);
}

/**
 * A group of one page is shown as a link to that page under the group's name, not as a menu of one
 * item (a click that only shows the same word again): the shipped navigation and the CMS's alike.
 * `undefined`: a group of more pages, shown as a menu.
 */
export function groupAsLink(group: ChromeGroup): ChromeLink | undefined {
  const [only, ...others] = group.links;
  return only && others.length === 0 ? { label: group.label, url: only.url } : undefined;
}
