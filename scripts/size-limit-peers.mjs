// A package's size budgets measure what a page loads for an entry: its own code and everything it
// imports, ui and zod included, with only the modules the entry itself names in `ignore` left out
// (React, and a player loaded on its own). size-limit leaves every peerDependency out of every
// entry; since ui and zod became peers (one copy per site, issue 25 point 5), that would have
// measured a block without the ui it cannot run without. ui and zod have budgets of their own too.
//   export default measuringPeers([{ name, path, import, gzip, ignore, limit }, …])  (.size-limit.js)

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @template {{ ignore?: string[], modifyRolldownConfig?: (config: object) => object }} Entry
 * @param {Entry[]} entries
 * @returns {Entry[]}
 */
export function measuringPeers(entries) {
  return entries.map((entry) => {
    const own = entry.ignore ?? [];
    // The entry's own list, as size-limit's Rolldown plugin builds it, before the peers were added.
    const external = own.length > 0 ? new RegExp(`^(${own.map(escapeRegExp).join('|')})($|/)`) : undefined;
    const modify = entry.modifyRolldownConfig;
    return {
      ...entry,
      modifyRolldownConfig: (config) => {
        const next = { ...config, external };
        return modify ? modify(next) : next;
      },
    };
  });
}
