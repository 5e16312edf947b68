const { fallback } = require('../src/lib/secrets');

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env('APP_KEYS') ? env.array('APP_KEYS') : fallback('APP_KEYS', ['dev-key-a', 'dev-key-b']) },
  logger: { updates: { enabled: false } },
  transfer: { remote: { enabled: false } },
  // Where uploads are written (public/uploads): a throwaway run (compare-sources.mjs) uses its own.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
});
