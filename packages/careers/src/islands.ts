// The browser side of the careers list: `@insurance-web/careers/islands`. A dynamic import only, so
// that a page downloads the list's code only when it has one, and no content schema.
import type { IslandLoaders } from '@insurance-web/ui';

/** Loaders of this package's sections, by CMS type. */
export const careersIslands: IslandLoaders = {
  'careers.list': () => import('./CareersList/CareersList.js').then((m) => m.CareersList),
};
