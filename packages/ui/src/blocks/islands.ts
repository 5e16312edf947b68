import type { ComponentType } from 'react';

/**
 * How a host loads an island's code in the browser: one loader per block type, each a dynamic
 * import, so a page downloads only the islands it has. Kept apart from the block definitions, whose
 * content schemas (and HTML sanitiser) run on the server only.
 */
// biome-ignore lint/suspicious/noExplicitAny: islands of every props type share one map
export type IslandLoader = () => Promise<ComponentType<any>>;
export type IslandLoaders = Readonly<Record<string, IslandLoader>>;
