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
]);
