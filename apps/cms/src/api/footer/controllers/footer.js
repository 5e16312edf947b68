module.exports = require('@strapi/strapi').factories.createCoreController('api::footer.footer');
