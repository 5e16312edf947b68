const { publishConfig } = require('./config');
const { createPublishMiddleware } = require('./middleware');
const { createSiteNotifier } = require('./notifier');

/*
 * Publish → live in seconds (issue 22): after a page is published, unpublished or deleted, or the
 * navigation or footer saved, every site instance is told which paths changed and drops them from
 * its cache (apps/web/src/site/cmsChanges.ts).
 *
 * A document-service middleware, not Strapi's Webhooks: a webhook lives in the database, made in
 * the admin panel per environment, invisible to the repository and its tests; its `entry.*` events
 * carry the entry after the action, so an unpublished page or a changed slug would not say its old
 * path; and it sends the whole entry to a URL, where the site needs two or three paths. The
 * middleware is code reviewed with the site's endpoint, reads the old path before the action, waits
 * for the commit, and is configured by two variables like the rest of the CMS.
 */

/**
 * Installs the middleware (CMS_SITE_URLS + CMS_REVALIDATE_SECRET; without them nothing). Called at
 * the end of `bootstrap`: the seed's own writes, made before the site runs, are not sent.
 */
function notifySitesOfChanges(strapi, env = process.env) {
  const config = publishConfig(env);
  if (!config) {
    strapi.log.info('[publish] CMS_SITE_URLS not set: the site shows published changes after its cache time');
    return null;
  }
  const notifier = createSiteNotifier({ ...config, log: strapi.log });
  strapi.documents.use(createPublishMiddleware({ strapi, send: notifier.send }));
  strapi.log.info(`[publish] published changes go to ${config.sites.join(', ')}`);
  return notifier;
}

module.exports = { notifySitesOfChanges };
