/**
 * The `Editor` admin role (Strapi creates it, with the code `strapi-editor`, on a fresh database):
 * its permissions are set here at every start, so what an editor may do is written in the
 * repository, not clicked together in Settings, and a change made there is undone on the next start.
 * An editor creates, edits, publishes and deletes pages, edits the navigation, the footer and the
 * branches (the branch directory), and uploads and picks media. Nothing else: no settings, users, roles, content-type builder, API
 * tokens, webhooks or transfer (permissions not listed are removed).
 */
const EDITOR_ROLE_CODE = 'strapi-editor';

const EXPLORER = 'plugin::content-manager.explorer';

/** Content-manager actions per content type. */
const CONTENT_ACTIONS = {
  'api::page.page': ['create', 'read', 'update', 'delete', 'publish'],
  // Single types without drafts: saving is publishing. `create` is the first save of one that does
  // not exist yet (a database without the demo seed); without it the editor could not fill it in.
  'api::navigation.navigation': ['create', 'read', 'update', 'publish'],
  'api::footer.footer': ['create', 'read', 'update', 'publish'],
  // The branch directory: every branch once, shown by the branch blocks.
  'api::branch-directory.branch-directory': ['create', 'read', 'update', 'publish'],
};

/** The media library: browse, upload, edit an asset's details, download, copy its link. */
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

/**
 * The role's permissions, built from the actions Strapi registered: each content-type action on
 * every field of the type and its components (as Strapi's own default roles get them), only where
 * the action applies to the type (`publish` exists only for types with drafts).
 */
function editorPermissions(strapi) {
  const { actionProvider } = strapi.service('admin::permission');
  const contentActions = [];
  for (const [uid, actions] of Object.entries(CONTENT_ACTIONS)) {
    for (const name of actions) {
      const action = actionProvider.get(`${EXPLORER}.${name}`);
      if (action?.subjects?.includes(uid)) contentActions.push({ ...action, subjects: [uid] });
    }
  }
  const content = strapi.service('admin::content-type').getPermissionsWithNestedFields(contentActions);
  // No subject, no fields, no conditions: Strapi fills in those defaults (domain/permission create).
  return [...content, ...MEDIA_ACTIONS.map((action) => ({ action }))];
}

const DESCRIPTION =
  'Redakce: stránky (vytvořit, upravit, zveřejnit, smazat), navigace, patička, pobočky a knihovna médií. Bez nastavení, uživatelů, rolí a typů obsahu.';

/** Sets the Editor role's permissions (creating the role if it was deleted); returns the role. */
async function ensureEditorRole(strapi) {
  const roles = strapi.service('admin::role');
  const role =
    (await roles.findOne({ code: EDITOR_ROLE_CODE })) ??
    (await roles.create({ name: 'Editor', code: EDITOR_ROLE_CODE, description: DESCRIPTION }));
  if (role.description !== DESCRIPTION) {
    await strapi.db
      .query('admin::role')
      .update({ where: { id: role.id }, data: { description: DESCRIPTION } });
  }
  // Adds what is missing, removes what is not listed, and leaves equal permissions alone.
  await roles.assignPermissions(role.id, editorPermissions(strapi));
  return role;
}

module.exports = { CONTENT_ACTIONS, EDITOR_ROLE_CODE, MEDIA_ACTIONS, editorPermissions, ensureEditorRole };
