module.exports = require('@strapi/strapi').factories.createCoreRouter(
  'api::branch-directory.branch-directory',
  {
    only: ['find'],
  },
);
