const { fallback } = require('../src/lib/secrets');

module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') || fallback('JWT_SECRET', 'dev-up-jwt') } },
  upload: { config: { sizeLimit: 10 * 1024 * 1024 } },
});
