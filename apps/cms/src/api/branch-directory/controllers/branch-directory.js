module.exports = require('@strapi/strapi').factories.createCoreController(
  'api::branch-directory.branch-directory',
);
