const { createPreviewHandler, previewSettings } = require('../src/admin-setup/preview');
const { fallback } = require('../src/lib/secrets');

// The preview panel beside the edit form shows the site's preview of the document
// (src/admin-setup/preview.js): on with PUBLIC_SITE_URL and PREVIEW_SECRET, off without them.
// `allowedOrigins` also goes into the admin's CSP `frame-src` (content-manager preview-config).
const previewConfig = (preview) =>
  preview
    ? {
        enabled: true,
        config: { allowedOrigins: [preview.siteOrigin], handler: createPreviewHandler(() => strapi) },
      }
    : { enabled: false };

module.exports = ({ env }) => ({
  // REST only unless an admin build exists (npm run build:admin) and CMS_SERVE_ADMIN=true.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', false),
  autoOpen: false,
  auth: { secret: env('ADMIN_JWT_SECRET') || fallback('ADMIN_JWT_SECRET', 'dev-admin-jwt') },
  apiToken: { salt: env('API_TOKEN_SALT') || fallback('API_TOKEN_SALT', 'dev-api-token-salt') },
  transfer: {
    token: { salt: env('TRANSFER_TOKEN_SALT') || fallback('TRANSFER_TOKEN_SALT', 'dev-transfer-salt') },
  },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') || fallback('ENCRYPTION_KEY', 'dev-encryption-key') },
  flags: { nps: false, promoteEE: false },
  preview: previewConfig(previewSettings()),
});
