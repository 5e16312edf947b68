/**
 * The Czech names of the single types, by which the admin titles their one document where it would
 * show its document id (src/extensions/content-manager). The same names as the content manager's
 * menu shows (src/admin/translations/cs.js, by the types' display names).
 */
const SINGLE_TYPE_NAMES = {
  'api::navigation.navigation': 'Navigace',
  'api::footer.footer': 'Patička',
  'api::branch-directory.branch-directory': 'Pobočky',
};

module.exports = { SINGLE_TYPE_NAMES };
