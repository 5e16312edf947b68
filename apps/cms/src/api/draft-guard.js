/**
 * `status=draft` is readable by anyone with find permission in Strapi 5.54 (strapi/strapi#25326):
 * drafts only for API-token callers (the site's preview).
 */
module.exports = async (ctx, next) => {
  if (ctx.query?.status === 'draft' && ctx.state.auth?.strategy?.name !== 'content-api-token') {
    return ctx.forbidden('Drafts require an API token');
  }
  return next();
};
