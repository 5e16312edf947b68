const { ensureEditor, ensureFirstAdmin } = require('./accounts');
const { ensureEditorRole } = require('./editorRole');
const { applyFieldLabels } = require('./fieldLabels');

/**
 * The editors' admin, set at every start (after the plugins' bootstrap, which creates the default
 * roles and the content manager's configurations): Czech field labels, hints and list-item names
 * (fields.json), the Editor role's permissions, and the accounts from the environment.
 */
async function setUpAdmin(strapi, env = process.env) {
  await applyFieldLabels(strapi);
  const editorRole = await ensureEditorRole(strapi);
  await ensureFirstAdmin(strapi, env);
  await ensureEditor(strapi, editorRole, env);
}

module.exports = { setUpAdmin };
