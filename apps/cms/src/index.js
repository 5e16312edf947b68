const { ensurePreviewToken } = require('./lib/previewToken');
const { grantPublicRead, seedDemoContent } = require('./seed');

module.exports = {
  // A page the site cannot render is refused on save and publish, on its fields (src/validation).
  async register({ strapi }) {
    await require('./validation').registerPageValidation(strapi);
  },
  /**
   * Runs on every start, after the plugins (so the Public role exists). Public read is always
   * granted, the preview's token set (CMS_PREVIEW_TOKEN); the demo content is imported unless CMS_SEED_DEMO=false (default: on outside production).
   */
  async bootstrap({ strapi }) {
    await grantPublicRead(strapi);
    await ensurePreviewToken(strapi);
    await require('./admin-setup').setUpAdmin(strapi); // labels, Editor role, seeded accounts
    const seed = process.env.CMS_SEED_DEMO ?? (process.env.NODE_ENV === 'production' ? 'false' : 'true');
    if (seed === 'true') await seedDemoContent(strapi);
    require('./publish').notifySitesOfChanges(strapi); // after the seed: publishing tells the site (CMS_SITE_URLS)
  },
};
