const { SINGLE_TYPE_NAMES } = require('../../lib/singleTypeNames');

/**
 * The dashboard's lists of recently edited and published documents title each by its main field,
 * else by its document id ("uw4ig8syuw9zxuuoo0ulrfln"): the navigation, the footer and the branch
 * directory have no text field to be titled by (their main field is `id`, which titles their edit
 * view by name: src/admin-setup/fieldLabels.js), and are one document each. They are titled by
 * their Czech names instead (src/lib/singleTypeNames.js).
 */
module.exports = (plugin) => {
  const createHomepageService = plugin.services.homepage;
  plugin.services.homepage = (context) => {
    const service = createHomepageService(context);
    const { queryLastDocuments } = service;
    // The service's other methods call it as `this.queryLastDocuments`.
    service.queryLastDocuments = async function namedQueryLastDocuments(...args) {
      const documents = await queryLastDocuments.apply(this, args);
      return documents.map((document) =>
        document.kind === 'singleType' && SINGLE_TYPE_NAMES[document.contentTypeUid]
          ? { ...document, title: SINGLE_TYPE_NAMES[document.contentTypeUid] }
          : document,
      );
    };
    return service;
  };
  return plugin;
};
