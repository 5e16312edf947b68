/**
 * The site's preview reads drafts with an API token (`status=draft` needs one: src/api/draft-guard.js).
 * With `CMS_PREVIEW_TOKEN` set, a read-only token named `site-preview` gets that value as its key, so
 * the site (`STRAPI_PREVIEW_TOKEN`) and the CMS share one configured secret and nobody copies a key
 * out of the admin panel. Strapi stores a token as an HMAC of the key (the `admin.apiToken.salt`).
 */
async function ensurePreviewToken(strapi) {
  const key = process.env.CMS_PREVIEW_TOKEN?.trim();
  if (!key) return;
  if (key.length < 24) throw new Error('CMS_PREVIEW_TOKEN must have at least 24 characters');
  const tokens = strapi.service('admin::api-token-content-api') ?? strapi.service('admin::api-token');
  const existing = await tokens.getByName('site-preview');
  const token =
    existing ??
    (await tokens.create({
      name: 'site-preview',
      description: 'Drafts for the site’s preview (CMS_PREVIEW_TOKEN)',
      type: 'read-only',
      lifespan: null,
    }));
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: { accessKey: tokens.hash(key) },
  });
}

module.exports = { ensurePreviewToken };
