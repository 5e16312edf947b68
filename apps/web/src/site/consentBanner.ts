import type { ConsentTexts } from '../content/chrome';
import { consentGate, setAnalyticsConsent } from './analytics';
import { CONSENT_COOKIE, CONSENT_LOAD_ERROR, CONSENT_SETTINGS_QUERY } from './consent';
// A URL, not a CSS import: Astro links every stylesheet a page's scripts import (even lazily) in the
// page's head, where it would block every page's first paint for settings most visitors never open.
import stylesheetUrl from './consentBanner.css?url';

type CookieConsent = typeof import('vanilla-cookieconsent');

/**
 * The consent on a page that ships it (src/components/ConsentBanner.astro), started after the page's
 * first paint (afterPaint.ts). The data layer gets its consent default from the gate, whoever uses
 * it first, before any event. The server-rendered banner is answered here; vanilla-cookieconsent 3
 * (about 10 kB gzipped, 5 kB of CSS) loads only when the visitor answers, reaches for the banner or
 * opens the settings, so a first visit runs none of it: the page's own work comes first (Lighthouse
 * measured the library, loaded after idle, at 90–97 on the heaviest pages; the budget is 98).
 * The library stores the choice in its cookie, draws the settings, and reports each choice to the
 * analytics sink, which flushes or drops the events it held.
 */
export function startConsent(root: HTMLElement): void {
  consentGate();
  const texts = JSON.parse(root.dataset.texts ?? '{}') as ConsentTexts;
  const banner = root.querySelector<HTMLElement>('[data-consent-banner]');
  const error = root.querySelector<HTMLElement>('[data-consent-error]');
  let loading: Promise<CookieConsent> | undefined;
  const library = () => {
    loading ??= runLibrary(texts, () => banner?.remove()).catch((failure: unknown) => {
      loading = undefined; // the next click tries again
      throw failure;
    });
    return loading;
  };
  const use = async (action: (cookieConsent: CookieConsent) => void) => {
    try {
      action(await library());
      if (error) error.textContent = '';
    } catch {
      if (error) error.textContent = CONSENT_LOAD_ERROR;
      // An answer hid the banner at once (afterPaint.ts): it comes back to say the choice was not stored.
      banner?.removeAttribute('hidden');
    }
  };

  if (banner) {
    banner.addEventListener('click', (event) => {
      const choice = (event.target as Element).closest<HTMLElement>('[data-consent-choice]')?.dataset
        .consentChoice;
      if (choice === 'settings') void use((cookieConsent) => cookieConsent.showPreferences());
      else if (choice)
        void use((cookieConsent) => cookieConsent.acceptCategory(choice === 'all' ? 'all' : []));
    });
    // The library is fetched as the visitor reaches for the banner, so that the answer is instant.
    const warmUp = () => void library().catch(() => {});
    banner.addEventListener('pointerover', warmUp, { once: true });
    banner.addEventListener('focusin', warmUp, { once: true });
  }
  // The footer's `Nastavení cookies` opens the settings in place (without JavaScript, its
  // `?nastaveni-cookies` asks the server for this script, which opens them below).
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('[data-cc="show-preferencesModal"]');
    if (!link) return;
    event.preventDefault();
    void use((cookieConsent) => cookieConsent.showPreferences());
  });
  if (root.dataset.open === 'settings') {
    // The settings open once: a reload or a shared address does not open them again.
    const url = new URL(window.location.href);
    url.searchParams.delete(CONSENT_SETTINGS_QUERY);
    window.history.replaceState(window.history.state, '', url);
    void use((cookieConsent) => cookieConsent.showPreferences());
  }
}

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Shown unstyled rather than not at all if the stylesheet fails.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** The content's texts are plain text; the library writes them as HTML. */
const plainText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function runLibrary(texts: ConsentTexts, onFirstChoice: () => void): Promise<CookieConsent> {
  const [cookieConsent] = await Promise.all([import('vanilla-cookieconsent'), loadStylesheet(stylesheetUrl)]);
  const t = Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, plainText(value)]),
  ) as ConsentTexts;
  const report = () => setAnalyticsConsent(cookieConsent.acceptedCategory('analytics'));
  await cookieConsent.run({
    // The library hides itself from "bots", navigator.webdriver included: a visitor is a visitor.
    hideFromBots: false,
    // The first layer is the server's banner; the library draws only the settings.
    autoShow: false,
    cookie: { name: CONSENT_COOKIE, sameSite: 'Lax', expiresAfterDays: 182 },
    guiOptions: { preferencesModal: { layout: 'box', equalWeightButtons: true } },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
    },
    language: {
      default: 'cs',
      translations: {
        cs: {
          // Required by the library's types; never shown (autoShow: false).
          consentModal: { title: t.title, description: t.description },
          preferencesModal: {
            title: t.settingsTitle,
            acceptAllBtn: t.acceptAll,
            acceptNecessaryBtn: t.rejectAll,
            savePreferencesBtn: t.save,
            closeIconLabel: t.close,
            sections: [
              { title: t.necessaryTitle, description: t.necessaryDescription, linkedCategory: 'necessary' },
              { title: t.analyticsTitle, description: t.analyticsDescription, linkedCategory: 'analytics' },
            ],
          },
        },
      },
    },
    // On the first choice (which also retires the banner), on a later page, and on a change in the settings.
    onFirstConsent: onFirstChoice,
    onConsent: report,
    onChange: report,
  });
  return cookieConsent;
}
