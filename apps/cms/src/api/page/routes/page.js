const { factories } = require('@strapi/strapi');
const draftGuard = require('../../draft-guard');

module.exports = factories.createCoreRouter('api::page.page', {
  only: ['find', 'findOne'],
  config: { find: { middlewares: [draftGuard] }, findOne: { middlewares: [draftGuard] } },
});
