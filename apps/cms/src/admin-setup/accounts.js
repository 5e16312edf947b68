/**
 * Admin accounts from the environment, for a CMS that must be usable without clicking through
 * /admin first (`npm run start:cms`, the admin-UI tests, a deployment's first start):
 * - the editor (`CMS_EDITOR_EMAIL`, `CMS_EDITOR_PASSWORD`, optional `CMS_EDITOR_NAME`): active, with
 *   the Editor role only, Czech as its admin language when created; its password is set from the
 *   environment at every start (change it there, not in the admin's profile page);
 * - the first super administrator (`CMS_ADMIN_EMAIL`, `CMS_ADMIN_PASSWORD`, optional
 *   `CMS_ADMIN_NAME`), created only while the CMS has none, and left alone afterwards.
 * Strapi offers the registration of the first administrator only while no admin user exists at all
 * (`/admin/init` hasAdmin): a seeded editor alone would close that door for good. So on a CMS
 * without any admin user the editor waits for the first administrator, seeded or registered at
 * /admin, and is created the moment that one exists.
 */
const SUPER_ADMIN_CODE = 'strapi-super-admin';

// Strapi's own rule for admin passwords (admin validation/common-validators.js), so the seeded
// password is one the editor could also have chosen in the admin.
function passwordProblem(password) {
  if (password.length < 8) return 'has fewer than 8 characters';
  if (new TextEncoder().encode(password).length > 72) return 'is longer than 72 bytes';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return 'needs a lowercase letter, an uppercase letter and a digit';
  }
  return undefined;
}

/**
 * One account's settings from the environment: undefined when neither address nor password is set;
 * an error when only one is, or when they are not usable.
 */
function accountFromEnv(prefix, env, defaultName) {
  const email = env[`${prefix}_EMAIL`]?.trim().toLowerCase();
  const password = env[`${prefix}_PASSWORD`];
  if (!email && !password) return undefined;
  if (!email || !password)
    throw new Error(`${prefix}_EMAIL and ${prefix}_PASSWORD go together: set both or neither`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`${prefix}_EMAIL is not an e-mail address`);
  const problem = passwordProblem(password);
  if (problem) throw new Error(`${prefix}_PASSWORD ${problem}`);
  const [firstname, ...rest] = (env[`${prefix}_NAME`]?.trim() || defaultName).split(/\s+/);
  return { email, password, firstname, lastname: rest.join(' ') || null };
}

const hasRole = (user, code) => (user.roles ?? []).some((role) => role.code === code);

/** Creates the first super administrator from CMS_ADMIN_* while none exists. */
async function ensureFirstAdmin(strapi, env = process.env) {
  const account = accountFromEnv('CMS_ADMIN', env, 'Správce webu');
  if (!account) return undefined;
  const roles = strapi.service('admin::role');
  const superAdmin = await roles.getSuperAdminWithUsersCount();
  if (!superAdmin || superAdmin.usersCount > 0) return undefined;
  const users = strapi.service('admin::user');
  if (await users.findOneByEmail(account.email)) {
    strapi.log.warn(
      `[admin-setup] CMS_ADMIN_EMAIL ${account.email} is already an account without the super admin role: not changed`,
    );
    return undefined;
  }
  return users.create({
    ...account,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
    preferedLanguage: 'cs',
  });
}

function createEditor(strapi, account, editorRole) {
  return strapi.service('admin::user').create({
    ...account,
    isActive: true,
    registrationToken: null,
    roles: [editorRole.id],
    preferedLanguage: 'cs',
  });
}

/**
 * Runs `create` once the first super administrator exists: Strapi emits `user.create` after the
 * registration at /admin has committed (admin services/user.js emitUserCreated).
 */
function createAfterFirstAdmin(strapi, create) {
  strapi.log.info(
    '[admin-setup] CMS_EDITOR_EMAIL: the editor is created when the first administrator registers',
  );
  const stop = strapi.eventHub.on('user.create', async () => {
    try {
      const superAdmin = await strapi.service('admin::role').getSuperAdminWithUsersCount();
      if (!superAdmin || superAdmin.usersCount === 0) return;
      stop();
      await create();
      strapi.log.info('[admin-setup] the first administrator registered: the editor is created');
    } catch (error) {
      strapi.log.error(`[admin-setup] the editor could not be created: ${error.message}`);
    }
  });
}

/**
 * Creates or updates the editor from CMS_EDITOR_*: active, with exactly the Editor role, the
 * environment's password. Returns the user, or undefined when there is none to seed (yet: without
 * any admin user, it is created once the first administrator registers).
 */
async function ensureEditor(strapi, editorRole, env = process.env) {
  const account = accountFromEnv('CMS_EDITOR', env, 'Redaktor webu');
  if (!account) return undefined;
  const users = strapi.service('admin::user');
  const existing = await users.findOneByEmail(account.email, ['roles']);
  if (!existing) {
    if (!(await users.exists())) {
      createAfterFirstAdmin(strapi, () => ensureEditor(strapi, editorRole, env));
      return undefined;
    }
    return createEditor(strapi, account, editorRole);
  }
  if (hasRole(existing, SUPER_ADMIN_CODE)) {
    // Never demote an administrator because its address was given as the editor's.
    strapi.log.warn(`[admin-setup] CMS_EDITOR_EMAIL ${account.email} is a super administrator: not changed`);
    return existing;
  }
  const changes = {};
  if (!existing.isActive) changes.isActive = true;
  if (existing.blocked) changes.blocked = false;
  const roleIds = (existing.roles ?? []).map((role) => role.id);
  if (roleIds.length !== 1 || roleIds[0] !== editorRole.id) changes.roles = [editorRole.id];
  // Hashed with a fresh salt each time: compared first, so an unchanged password writes nothing.
  const samePassword =
    existing.password &&
    (await strapi.service('admin::auth').validatePassword(account.password, existing.password));
  if (!samePassword) changes.password = account.password;
  if (Object.keys(changes).length === 0) return existing;
  return users.updateById(existing.id, changes);
}

module.exports = { accountFromEnv, ensureEditor, ensureFirstAdmin, passwordProblem };
