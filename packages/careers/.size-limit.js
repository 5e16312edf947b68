import { measuringPeers } from '../../scripts/size-limit-peers.mjs';

/** Budgets of what a page loads for each entry, its peers (ui, zod) included (scripts/size-limit-peers.mjs). */
export default measuringPeers([
  {
    name: 'CareersList with all it loads: filters, cards, the feed call (react, react-dom excluded)',
    path: 'dist/CareersList/CareersList.js',
    import: '{ CareersList }',
    gzip: true,
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    limit: '13.5 kB',
  },
  {
    name: 'PositionDetail: server markup only, no client code of its own',
    path: 'dist/PositionDetail/PositionDetail.js',
    import: '{ PositionDetail }',
    gzip: true,
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    limit: '2 kB',
  },
  {
    name: "The careers list's definition through careersBlockLoaders (loaded when a page has it)",
    path: 'dist/index.js',
    import: '{ careersBlockLoaders }',
    gzip: true,
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    // 19.91 kB measured on 2026-11-28 (issue 25, point 8); budget = measured + 3 %.
    limit: '20.6 kB',
  },
]);
