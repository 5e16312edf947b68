// The browser side of the casco section: `@insurance-web/casco-dialog/islands`. A dynamic import
// only, so that a page downloads the section's code only when it has one, and no content schema.
import type { IslandLoaders } from '@insurance-web/ui';

/** Loaders of this package's sections, by CMS type. */
export const cascoDialogIslands: IslandLoaders = {
  'casco.callback': () => import('./CascoSection/CascoSection.js').then((m) => m.CascoSection),
};
