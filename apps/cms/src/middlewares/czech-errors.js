const { translateErrorBody } = require('../lib/czechErrors');

/**
 * Error answers in Czech (src/lib/czechErrors.js). Outside Strapi's errors middleware
 * (config/middlewares.js), so it reads the body that one wrote for any error of the request:
 * the upload's size limit, the document service's unique check, the login's rate limit.
 */
module.exports = () =>
  async function czechErrors(ctx, next) {
    await next();
    if (ctx.status >= 400 && ctx.body && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body)) {
      ctx.body = translateErrorBody(ctx.body);
    }
  };
