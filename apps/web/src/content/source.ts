import { parseChromeResponse, type SiteChrome } from './chrome';
import { type Page, parsePage, parsePageResponse, pathFromSlug, slugFromPath } from './page';
import siteChromeFile from './site-chrome.json';

export type { ChromeLink, SiteChrome } from './chrome';
export type { Page, Section } from './page';

export interface ContentSource {
  getPage(path: string): Promise<Page | null>;
  /** Paths of every page, for the sitemap. */
  listPaths(): Promise<string[]>;
  /** The header navigation and the footer. */
  getChrome(): Promise<SiteChrome>;
}

/** Pages shipped with the host: the site runs with no CMS (DESIGN.md "How data flows" 1). */
export function embeddedSource(
  files: Record<string, unknown>,
  chromeFile: unknown = { data: {} },
): ContentSource {
  const chrome = parseChromeResponse(chromeFile);
  const pages = new Map<string, Page>();
  for (const [file, body] of Object.entries(files)) {
    const page = parsePageResponse(body);
    if (page) pages.set(page.slug, page);
    else console.error(`[content] invalid page file ${file}`);
  }
  return {
    async getPage(path) {
      return pages.get(slugFromPath(path)) ?? null;
    },
    async listPaths() {
      return [...pages.keys()].sort().map(pathFromSlug);
    },
    async getChrome() {
      return chrome;
    },
  };
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Strapi 5 REST: `/api/pages?filters[slug][$eq]=…&populate=*`. */
export function strapiSource(baseUrl: string, fetchImpl: Fetch = fetch, token?: string): ContentSource {
  const base = baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;

  async function get(query: string, collection = 'pages'): Promise<unknown> {
    const response = await fetchImpl(`${base}/api/${collection}?${query}`, { headers });
    if (!response.ok) throw new Error(`Strapi responded ${response.status}`);
    return response.json();
  }

  return {
    async getPage(path) {
      const slug = slugFromPath(path);
      const body = await get(`filters[slug][$eq]=${encodeURIComponent(slug)}&populate=*`);
      return parsePageResponse(body);
    },
    async listPaths() {
      const body = (await get('fields[0]=slug&pagination[pageSize]=100')) as { data?: unknown };
      const entries = Array.isArray(body?.data) ? body.data : [];
      return entries
        .map((entry) => parsePage({ title: '', sections: [], ...(entry as object) }))
        .filter((page): page is Page => page !== null)
        .map((page) => pathFromSlug(page.slug));
    },
    async getChrome() {
      return parseChromeResponse(
        await get('populate[navigation]=*&populate[footerColumns][populate]=links', 'site-chrome'),
      );
    },
  };
}

let current: ContentSource | undefined;

/** The source for this process: Strapi when `STRAPI_URL` is set, else the embedded JSON pages. */
export function contentSource(): ContentSource {
  if (!current) {
    const strapiUrl = process.env.STRAPI_URL;
    current = strapiUrl
      ? strapiSource(strapiUrl, fetch, process.env.STRAPI_TOKEN)
      : embeddedSource(
          import.meta.glob('./pages/*.json', { eager: true, import: 'default' }),
          siteChromeFile,
        );
  }
  return current;
}

export function getPage(path: string): Promise<Page | null> {
  return contentSource().getPage(path);
}
