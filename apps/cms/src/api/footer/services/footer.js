module.exports = require('@strapi/strapi').factories.createCoreService('api::footer.footer');
