/**
 * The built site's environment with the sandbox as its back end (`node server.mjs`): how the
 * end-to-end suites (e2e/playwrightShared.ts), Lighthouse (scripts/lighthouse.mjs) and the
 * production-shape test (scripts/production/stack.mjs at the root) start it.
 * @param {number} port
 * @param {string} sandboxUrl
 * @returns {Record<string, string>}
 */
export function sandboxSiteEnv(port, sandboxUrl) {
  return {
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_API_HOST: sandboxUrl,
    // The sandbox is not production: calls that depend on the environment take their non-production
    // path (the mobility guarantee's v1 API), and the rollout check says `enviroment=sandbox`.
    PUBLIC_API_ENVIRONMENT: 'sandbox',
    // The branch map's tiles: the sandbox draws a neutral grid (this machine has no tile server).
    PUBLIC_MAP_TILE_URL: `${sandboxUrl}/tiles/{z}/{x}/{y}.svg`,
    PUBLIC_MAP_ATTRIBUTION: 'Ukázkové podklady sandboxu',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}
