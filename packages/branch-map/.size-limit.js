import { measuringPeers } from '../../scripts/size-limit-peers.mjs';

const reactIgnored = ['react', 'react-dom', 'react/jsx-runtime'];

/** What a page loads up front: the map's lazy module (Leaflet and its CSS) stays out, measured on its own. */
const withoutMapChunk = (config) => ({
  ...config,
  external: (id) => /^(react|react-dom|react\/jsx-runtime)($|\/)/.test(id) || /leafletMap\.js$/.test(id),
});

/** Budgets of what a page loads for each entry, its peers (ui, zod) included (scripts/size-limit-peers.mjs). */
export default measuringPeers([
  {
    name: "BranchContacts with all it loads up front: the choice, the detail, the schematic, Radix's tooltip (react, react-dom and the map's lazy chunk excluded)",
    path: 'dist/BranchContacts/BranchContacts.js',
    import: '{ BranchContacts }',
    gzip: true,
    modifyRolldownConfig: withoutMapChunk,
    // Issue 24 measured 28.98 kB: ui's SectionHeading and grid classes (the section's heading, about
    // 0.2 kB) and ui's Avatar for a branch's people (about 0.4 kB) came in together.
    // 29.32 kB measured: ui's SectionShell, the one labelled section shell, +0.33 kB.
    // 29.95 kB: today's row on a public holiday (validation's holiday list, Easter computed), +0.45 kB.
    // 30.15 kB before the holiday row: what to do instead when the choice finds nothing (ui's Button),
    // and the departments' lines in the detail, +0.65 kB. Both together: re-measured below.
    limit: '31 kB',
  },
  {
    name: 'The interactive map, loaded when a visitor opens it: Leaflet, its CSS as text, the marks',
    path: 'dist/BranchMap/leafletMap.js',
    import: '{ mountBranchMap }',
    gzip: true,
    limit: '48 kB',
  },
  {
    // Static blocks: nothing reaches the browser on the Astro host; this is what a React host that
    // renders them on the client would load. 3.98 kB measured: the cards no longer import their
    // content schema (zod), which was most of the 13.44 kB before.
    name: 'ServiceCentres: server markup only, no island (react, react-dom excluded)',
    path: 'dist/Cards/ServiceCentres.js',
    import: '{ ServiceCentres }',
    gzip: true,
    ignore: reactIgnored,
    limit: '4.2 kB',
  },
  {
    name: 'Dealers: server markup only, no island (react, react-dom excluded)',
    path: 'dist/Cards/Dealers.js',
    import: '{ Dealers }',
    gzip: true,
    ignore: reactIgnored,
    // 3.85 kB measured: the makes and props apart from the content schema (zod).
    limit: '4.1 kB',
  },
  {
    name: 'WorkingHoursChart with Radix Tabs (react, react-dom excluded)',
    path: 'dist/WorkingHoursChart/WorkingHoursChart.js',
    import: '{ WorkingHoursChart }',
    gzip: true,
    ignore: reactIgnored,
    // 12.6 kB measured: ui's SectionShell, the one labelled section shell, +0.37 kB.
    // 13.5 kB measured: the branch of `?pobocka=` (validation's slug) and its open hours, +0.9 kB.
    limit: '13.8 kB',
  },
  {
    name: "Every branch block's definition through branchBlockLoaders together (a page loads only its own)",
    path: 'dist/index.js',
    import: '{ branchBlockLoaders }',
    gzip: true,
    ignore: reactIgnored,
    // 100.47 kB measured on 2026-11-28; budget = measured + 3 %. 101.36 kB with the branch directory.
    limit: '103.5 kB',
  },
]);
