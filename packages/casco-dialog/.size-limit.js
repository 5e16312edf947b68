import { measuringPeers } from '../../scripts/size-limit-peers.mjs';

/** Budgets of what a page loads for each entry, its peers (ui, zod) included (scripts/size-limit-peers.mjs). */
export default measuringPeers([
  {
    name: "CascoSection with all it can load: the button's island and, once opened, the dialog (react, react-dom excluded) (with the call-back calendar's lazy chunk and its Radix Popover, issue 24; react-day-picker has its own entry in ui); 72.55 kB measured with the lead-form flow, consent field and offline sending shared with callback-forms (issue 25)",
    path: 'dist/CascoSection/CascoSection.js',
    import: '{ CascoSection }',
    gzip: true,
    ignore: ['react', 'react-dom', 'react/jsx-runtime', 'react-day-picker', 'react-day-picker/locale'],
    // 73.28 kB measured with ui's LazyDialog in DateField (the calendar that cannot download keeps the form).
    limit: '73.8 kB',
  },
  {
    name: "The dialog entry, loaded when the visitor opens it: both tabs' forms, schemas, Radix, the API client (react, react-dom excluded) (with the call-back calendar's lazy chunk and its Radix Popover, issue 24; react-day-picker has its own entry in ui); 68.88 kB measured with the lead-form flow, consent field and offline sending shared with callback-forms (issue 25)",
    path: 'dist/CascoDialog/index.js',
    import: '*',
    gzip: true,
    ignore: ['react', 'react-dom', 'react/jsx-runtime', 'react-day-picker', 'react-day-picker/locale'],
    // 70.32 kB measured with ui's LazyDialog in DateField (the calendar that cannot download keeps the form).
    limit: '70.8 kB',
  },
  {
    name: "The casco section's definition through cascoDialogBlockLoaders (loaded when a page has it)",
    path: 'dist/index.js',
    import: '{ cascoDialogBlockLoaders }',
    gzip: true,
    ignore: ['react', 'react-dom', 'react/jsx-runtime', 'react-day-picker', 'react-day-picker/locale'],
    // 77.88 kB measured on 2026-11-28 (issue 25, point 8); budget = measured + 3 %.
    limit: '80.3 kB',
  },
]);
