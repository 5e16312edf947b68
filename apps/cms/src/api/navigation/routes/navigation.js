module.exports = require('@strapi/strapi').factories.createCoreRouter('api::navigation.navigation', {
  only: ['find'],
});
