module.exports = ({ env }) => [
  'strapi::logger',
  // Before the errors middleware: it translates the error answers that one writes (src/middlewares).
  'global::czech-errors',
  'strapi::errors',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: env.array('CORS_ORIGINS', ['http://localhost:4321']) } },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
