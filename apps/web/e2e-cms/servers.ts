/**
 * Where playwright.cms.config.ts starts its servers, for the config and the tests alike (each on a
 * port of its own: a running `npm run start:cms` keeps 1337, 3000 and 4010).
 */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const CMS_URL = `http://127.0.0.1:${port('E2E_CMS_PORT', 1437)}`;
/** The site reading its pages from Strapi: the tests' `baseURL`. */
export const SITE_PORT = port('E2E_CMS_SITE_PORT', 3300);
export const SITE_URL = `http://localhost:${SITE_PORT}`;
/** The same build reading the embedded JSON: the reference the Strapi pages are compared with. */
export const JSON_SITE_PORT = port('E2E_CMS_JSON_SITE_PORT', 3301);
export const JSON_SITE_URL = `http://127.0.0.1:${JSON_SITE_PORT}`;
export const SANDBOX_PORT = port('E2E_CMS_SANDBOX_PORT', 4310);
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

/** Local values for this run only: the CMS's read-only token for drafts, and the preview link's secret. */
export const PREVIEW_TOKEN = 'e2e-cms-preview-token-0123456789';
export const PREVIEW_SECRET = 'e2e-cms-preview-secret-0123456789';
/** The key with which the CMS tells the site what it published (CMS_REVALIDATE_SECRET on both). */
export const REVALIDATE_SECRET = 'e2e-cms-revalidate-secret-0123456789';
