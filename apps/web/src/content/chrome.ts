import { safeLinkUrl } from '@insurance-web/content-sections';
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

const chromeSchema = z.object({
  navigation: links,
  footerColumns: z.pipe(
    z.optional(z.nullable(z.array(z.object({ heading: z.string(), links })))),
    z.transform((value) => value ?? []),
  ),
  footerNote: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => value ?? ''),
  ),
});

export type SiteChrome = z.output<typeof chromeSchema>;
export type ChromeLink = SiteChrome['navigation'][number];

export const EMPTY_CHROME: SiteChrome = { navigation: [], footerColumns: [], footerNote: '' };

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
