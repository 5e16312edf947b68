module.exports = require('@strapi/strapi').factories.createCoreService('api::navigation.navigation');
