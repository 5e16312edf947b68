module.exports = require('@strapi/strapi').factories.createCoreService('api::page.page');
