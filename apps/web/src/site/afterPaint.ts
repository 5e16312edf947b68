import { afterLoadPainted } from '../islands/directives/afterFirstPaint';
import { holdEarlyTaps } from '../islands/directives/earlyTaps';
import { consentChosenEarly } from './consentEarly';

/**
 * Starts the page's scripts outside its islands once the page has painted what it loaded
 * (`afterLoadPainted`), as the islands are: the consent banner's answers, the tracker of the blocks'
 * tracked links, a framed page's height report, and the RUM reporter on a page with islands. Each is an ordinary Astro script, rendered
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
    if (template.dataset.afterPaint === 'rum' && !document.querySelector('astro-island')) {
      // The RUM reporter comes with the page's islands (src/observability/rum/client.ts): a page of
      // HTML alone loads no script file, and has no island to fail or interaction to time.
      template.remove();
      continue;
    }
    const consent = template.dataset.afterPaint === 'consent' ? document.getElementById('consent') : null;
    if (consent && consentChosenEarly() && consent.dataset.open !== 'settings') {
      // A visitor who has chosen (consentEarly.ts): the banner, hidden, goes, and its code stays
      // unloaded; the footer's link asks the server for the settings (`?nastaveni-cookies`).
      consent.remove();
      template.remove();
      continue;
    }
    if (consent) {
      hideOnAnswer(consent);
      // A failed download says so in the banner (shown again if an answer hid it), whether a tap or
      // the paint started it.
      const start = holdEarlyTaps(consent, () =>
        load().catch((failure: unknown) => {
          const error = consent.querySelector<HTMLElement>('[data-consent-error]');
          if (error) error.textContent = error.dataset.loadError ?? '';
          consent.querySelector<HTMLElement>('[data-consent-banner]')?.removeAttribute('hidden');
          throw failure;
        }),
      );
      afterLoadPainted(() => {
        start().catch(() => {});
      });
    } else if (template.dataset.afterPaint === 'rum') {
      // Measuring waits for an idle moment after the islands have started: its module never adds to
      // the long task in which they hydrate (Lighthouse's total blocking time). What happens before
      // is held (src/observability/rum/early.ts), and web-vitals reads the buffered entries.
      afterLoadPainted(() => {
        const start = () => load().catch(() => {});
        if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
        else setTimeout(start, 1000);
      });
    } else {
      afterLoadPainted(() => {
        load().catch(() => {});
      });
    }
  }
}

/**
 * An answer (`Přijmout vše`, `Odmítnout vše`) hides the banner with the visitor's tap, before its
 * code or the consent library has stored it: below the desktop breakpoint the banner is in the page's
 * flow, and the page moving up then is a layout shift the visitor caused (within 500 ms of their
 * input, which CLS leaves out), not one that comes when the library has arrived. It is shown again,
 * with its error, if the choice cannot be stored (here and in consentBanner.ts).
 */
function hideOnAnswer(consent: HTMLElement): void {
  consent.addEventListener(
    'click',
    (event) => {
      const choice =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice
          : undefined;
      if (choice === 'all' || choice === 'necessary') {
        consent.querySelector<HTMLElement>('[data-consent-banner]')?.setAttribute('hidden', '');
      }
    },
    { capture: true },
  );
}
