import { afterLoadPainted } from '../islands/directives/afterFirstPaint';
import { holdEarlyTaps } from '../islands/directives/earlyTaps';
import { consentChosenEarly } from './consentEarly';

/**
 * Starts the page's scripts outside its islands once the page has painted what it loaded
 * (`afterLoadPainted`), as the islands are: the consent banner's answers, the tracker of the blocks'
 * tracked links, and a framed page's height report. Each is an ordinary Astro script, rendered
 * inside a `<template data-after-paint="…">` (AfterPaint.astro, used by ConsentBanner.astro,
 * Sections.astro and Layout.astro), where the browser neither fetches nor runs it; this module
 * imports it from there then. It shares no code with another chunk, so Astro inlines it in the page
 * (and hashes it for the CSP): before its first paint a page asks for no script at all. (A chain of imports
 * before the paint held Lighthouse's FCP at about 1.05 s on every page; without it, 0.76 s.)
 *
 * A tap on the banner before its code has arrived fetches it at once and is repeated once it is
 * there (earlyTaps.ts); if it cannot be fetched, the banner says so and the next tap tries again. A
 * tracked link followed before the tracker has arrived is not counted, and is followed all the same.
 * A visitor who has already chosen gets no consent code at all (the banner is in every page's HTML,
 * hidden for them: consentEarly.ts).
 */
export function startAfterPaint(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]')) {
    const src = template.content.querySelector('script[src]')?.getAttribute('src');
    if (!src) continue;
    let attempts = 0;
    const load = async () => {
      // A browser may keep a module that failed to download failed under its address for the page's
      // life (its module map; Chromium does not): a retry asks under another, answered the same.
      attempts += 1;
      await import(/* @vite-ignore */ attempts === 1 ? src : `${src}?znovu=${attempts}`);
    };
    const consent = template.dataset.afterPaint === 'consent' ? document.getElementById('consent') : null;
    if (consent && consentChosenEarly() && consent.dataset.open !== 'settings') {
      // A visitor who has chosen (consentEarly.ts): the banner, hidden, goes, and its code stays
      // unloaded; the footer's link asks the server for the settings (`?nastaveni-cookies`).
      consent.remove();
      template.remove();
      continue;
    }
    if (consent) {
      // A failed download says so in the banner, whether a tap or the paint started it.
      const start = holdEarlyTaps(consent, () =>
        load().catch((failure: unknown) => {
          const error = consent.querySelector<HTMLElement>('[data-consent-error]');
          if (error) error.textContent = error.dataset.loadError ?? '';
          throw failure;
        }),
      );
      afterLoadPainted(() => {
        start().catch(() => {});
      });
    } else {
      afterLoadPainted(() => {
        load().catch(() => {});
      });
    }
  }
}
