// Where every form of the site is sent when the page's JavaScript has not run (src/site/noScriptForm.ts).
// Plain JavaScript, so that server.mjs, which answers that POST before Astro does, reads the same path.
export const NO_SCRIPT_FORM_PATH = '/formular-bez-javascriptu';
