/** A CMS page: metadata plus ordered sections, in the shape of a Strapi 5 REST response. */
export interface Section {
  __component: string;
  [field: string]: unknown;
}

export interface Page {
  title: string;
  description: string;
  slug: string;
  /**
   * The page may be shown in a frame by the site itself (the iframe block): it is sent with
   * `frame-ancestors 'self'`, renders its content without the site's header and footer, and reports
   * its height to its parent. Every other page refuses framing.
   */
  embeddable: boolean;
  /**
   * Kept out of search engines (`noindex`) and the sitemap: the CMS's `seo.noIndex`, which editors
   * set on test and demonstration pages and on pages only a link from an e-mail makes useful.
   */
  noindex: boolean;
  sections: Section[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSection(value: unknown): value is Section {
  return isRecord(value) && typeof value.__component === 'string' && value.__component.length > 0;
}

/** Validates one page entry (zod is not a dependency of the host, so a small guard does it). */
export function parsePage(value: unknown): Page | null {
  if (!isRecord(value)) return null;
  const { title, description, slug, embeddable, seo, sections } = value;
  if (typeof title !== 'string' || typeof slug !== 'string') return null;
  if (!Array.isArray(sections) || !sections.every(isSection)) return null;
  return {
    title,
    description: typeof description === 'string' ? description : '',
    slug,
    embeddable: embeddable === true,
    noindex: isRecord(seo) && seo.noIndex === true,
    sections,
  };
}

/** `{ data: {...} }` (one entry) or `{ data: [...] }` (a filtered collection) → the first page. */
export function parsePageResponse(body: unknown): Page | null {
  if (!isRecord(body)) return null;
  const data = Array.isArray(body.data) ? body.data[0] : body.data;
  return parsePage(data);
}

// A page's path and slug: the rule the CMS shares (it tells the site the paths a publish changed).
export { pathFromSlug, slugFromPath } from '@insurance-web/validation';
