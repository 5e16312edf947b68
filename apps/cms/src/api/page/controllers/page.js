module.exports = require('@strapi/strapi').factories.createCoreController('api::page.page');
