import { measuringPeers } from '../../scripts/size-limit-peers.mjs';

/** Budgets of what a page loads for each entry, its peers (ui, zod) included (scripts/size-limit-peers.mjs). */
export default measuringPeers([
  {
    name: 'api-client (all calls)',
    path: 'dist/index.js',
    import: '*',
    gzip: true,
    limit: '7 kB',
  },
  {
    name: 'one casco call (sendCascoPhoneOffer)',
    path: 'dist/index.js',
    import: '{ sendCascoPhoneOffer }',
    gzip: true,
    limit: '2.6 kB',
  },
  {
    name: 'fetch wrapper and errors (send, ApiError, fieldErrors, isAbortError)',
    path: 'dist/index.js',
    import: '{ send, ApiError, fieldErrors, isAbortError }',
    gzip: true,
    limit: '1.6 kB',
  },
  {
    name: 'schemas (all, with zod/mini)',
    path: 'dist/schemas/index.js',
    import: '*',
    gzip: true,
    limit: '10.2 kB',
  },
]);
