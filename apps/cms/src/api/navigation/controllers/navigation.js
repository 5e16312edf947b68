module.exports = require('@strapi/strapi').factories.createCoreController('api::navigation.navigation');
