import { branchIslands } from '@insurance-web/branch-map/islands';
import { callbackFormIslands } from '@insurance-web/callback-forms/islands';
import { careersIslands } from '@insurance-web/careers/islands';
import { cascoDialogIslands } from '@insurance-web/casco-dialog/islands';
import { contentSectionIslands, type IslandLoaders } from '@insurance-web/content-sections/islands';

/**
 * The browser side of the registry: how each island's code is loaded. Dynamic imports, so a page
 * downloads only the islands it has; no content schema is imported here.
 */
export const islandLoaders: IslandLoaders = {
  ...contentSectionIslands,
  ...callbackFormIslands,
  ...cascoDialogIslands,
  ...careersIslands,
  ...branchIslands,
  'demo.casco-calculation': () =>
    import('../islands/DemoCascoCalculation').then((module) => module.DemoCascoCalculation),
  'blocks.hero': () => import('../islands/HeroWithCallback').then((module) => module.HeroWithCallback),
  'blocks.vehicle-quote-flow': () =>
    import('../islands/VehicleQuoteFlowWithCallback').then((module) => module.VehicleQuoteFlowWithCallback),
};
