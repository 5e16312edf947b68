import { measuringPeers } from '../../scripts/size-limit-peers.mjs';

/**
 * Left out of every entry of the main file: React (the host's), and the two players ui loads in chunks
 * of their own only when a visitor needs them (the animation's lottie-web, the calendar's
 * react-day-picker), each measured in an entry of its own below.
 */
const LAZY_AND_REACT = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'lottie-web',
  'react-day-picker',
  'react-day-picker/locale',
];

/** One primitive imported by name from the main file: `[export, limit, name if it says more than the export]`. */
const PRIMITIVES = [
  ['Button', '3 kB'],
  ['TextField', '2 kB'],
  ['PhoneField', '2.5 kB'],
  [
    'DateField',
    // 28.29 kB measured: the calendar loads through LazyDialog (its stand-in when it cannot download).
    '28.8 kB',
    'DateField, with the calendar chunk it loads when a visitor opens it (its Radix Popover; react-day-picker in the entry below)',
  ],
  ['Select', '32 kB'],
  ['RadioGroup', '2.2 kB'],
  ['Checkbox', '2 kB'],
  ['Modal', '15.5 kB'],
  ['Tabs', '9.5 kB'],
  ['Carousel', '11 kB'],
  ['Tooltip', '21 kB'],
  ['ThankYouDialog', '16 kB'],
  ['ErrorDialog', '16 kB'],
  ['VideoPopup', '17 kB'],
  ['SiteProvider', '2 kB'],
  ['Form', '1 kB'],
];

/** Budgets of what a page loads for each entry, its peers (ui, zod) included (scripts/size-limit-peers.mjs). */
export default measuringPeers([
  {
    name: "all primitives, and the block pattern's server parts (import *: content field helpers with zod/mini, the registry with zod's Czech messages) (with the call-back calendar's lazy chunk and its Radix Popover, issue 24; react-day-picker has its own entry in ui)",
    path: 'dist/index.js',
    import: '*',
    // 72.07 kB measured: SectionShell (from content-sections) and LazyDialogButton, LoadingDialog and
    // createModuleLoader (from callback-forms) moved into ui, PendingDialog gone (issue 25, point 3).
    // 72.58 kB with LazyDialog, the one rule for a dialog whose code cannot download.
    limit: '73 kB',
    ignore: LAZY_AND_REACT,
    gzip: true,
  },
  ...PRIMITIVES.map(([exported, limit, name = exported]) => ({
    name,
    path: 'dist/index.js',
    import: `{ ${exported} }`,
    limit,
    ignore: LAZY_AND_REACT,
    gzip: true,
  })),
  {
    name: 'VideoPopup animation player (loaded only when an animation is shown)',
    path: 'dist/VideoPopup/LottieAnimation.js',
    import: '{ LottieAnimation }',
    gzip: true,
    ignore: ['react', 'react-dom', 'react/jsx-runtime', 'react-day-picker', 'react-day-picker/locale'],
    limit: '50 kB',
  },
  {
    name: "DateField's calendar, the lazy chunk loaded when a visitor opens it (react-day-picker with its Czech locale; the entries above leave it out, as they leave out lottie-web) (size-limit bundles react-day-picker whole: 46.1 kB measured; the site's own chunk, DateCalendarPopover, is 24.6 kB gzip)",
    path: 'dist/DateField/DateCalendarPopover.js',
    import: '*',
    limit: '47 kB',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    gzip: true,
  },
  {
    name: 'createLazyRegistry and loadSectionBlocks: lazy per-block loading (issue 25, point 8)',
    path: 'dist/index.js',
    import: '{ createLazyRegistry, loadSectionBlocks }',
    gzip: true,
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    // 1.88 kB measured on 2026-11-28 (issue 25, point 8); budget = measured + 3 %.
    limit: '2.0 kB',
  },
]);
