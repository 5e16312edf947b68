module.exports = require('@strapi/strapi').factories.createCoreService(
  'api::branch-directory.branch-directory',
);
