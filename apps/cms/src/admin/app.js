// The admin panel's customisation, bundled by `npm run build:admin` (Strapi's Vite build reads
// src/admin/app.js; an ES module whatever this CommonJS project is).

import PragueDateTimeInput from './prague-time/PragueDateTimeInput.mjs';
import cs from './translations/cs';

// Strapi's key for the admin language in the browser (admin/src/reducer.ts LANGUAGE_LOCAL_STORAGE_KEY).
const LANGUAGE_KEY = 'strapi-admin-language';

export default {
  // Czech next to English (Strapi always keeps `en`): Strapi's own `cs` translations, with the
  // gaps an editor meets filled in (translations/cs.js).
  config: { locales: ['cs'], translations: { cs } },
  /**
   * Dates and times in Prague's time, whatever the editor's browser: every `datetime` field of the
   * content manager is drawn by prague-time/ (Strapi's library of field inputs, `addFields`, whose
   * input the content manager takes for that type before its own). Stored values stay instants.
   */
  register(app) {
    app.addFields({ type: 'datetime', Component: PragueDateTimeInput });
  },
  /**
   * Czech unless the browser already has a choice: Strapi starts in the language stored in the
   * browser, English when none is, and switches after login to the user's `preferedLanguage` (the
   * seeded editor's is Czech; anyone can pick English in their profile, which stores both). This
   * runs before the panel's first render, so the login page of a new browser is Czech too.
   */
  bootstrap() {
    if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, 'cs');
  },
};
