/**
 * The build this process serves: `BUILD_ID` when the site was built, else the commit and the time of
 * the build (astro.config.mjs). /readyz answers it and the metrics carry it (`site_build_info`), so
 * that an operator sees which build each instance runs during and after a deploy.
 */
export const BUILD_ID: string = import.meta.env.SITE_BUILD_ID ?? 'development';
