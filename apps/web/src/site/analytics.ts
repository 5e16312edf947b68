import type { AnalyticsSink } from '@insurance-web/ui';
import { type AnalyticsConsent, analyticsConsentFrom, consentCookieIn } from './consent';

/**
 * The site's analytics sink, held behind the visitor's consent.
 *
 * The data layer starts with the consent state, as Google's Consent Mode v2 expects from `gtag`:
 * `gtag('consent', 'default', { …: 'denied' })` before anything else, then
 * `gtag('consent', 'update', …)` once the choice is known (from the cookie on a later page, from the
 * banner on this one). Events (`{ event, ...rest }`) are pushed only while analytics is granted;
 * before the choice they are held in memory for this page and flushed in order right after the
 * `update` that grants it; a refusal drops them, and later events are dropped too.
 */
export type DataLayerEntry = Record<string, unknown> | IArguments;
type ConsentSignals = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>;

/** Only analytics is ever asked for: the site has no advertising, so the ad signals stay denied. */
export function consentSignals(analytics: boolean): ConsentSignals {
  return {
    analytics_storage: analytics ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
}

export interface ConsentGate {
  /** An event: pushed, held or dropped by the consent. */
  track(event: Record<string, unknown>): void;
  /** The visitor's choice: pushes the `update`, then the held events (granted) or drops them. */
  decide(analytics: boolean): void;
  readonly state: AnalyticsConsent;
  readonly held: number;
}

/**
 * The holding logic on its own, over any `push` and `gtag` (tests use arrays). Pushes the `default`
 * at once, and the `update` too when the consent is already known.
 */
export function createConsentGate(
  push: (event: Record<string, unknown>) => void,
  gtag: (...args: unknown[]) => void,
  initial: AnalyticsConsent,
): ConsentGate {
  let state = initial;
  let held: Record<string, unknown>[] = [];
  gtag('consent', 'default', consentSignals(false));
  if (state !== 'pending') gtag('consent', 'update', consentSignals(state === 'granted'));
  return {
    track(event) {
      if (state === 'granted') push(event);
      else if (state === 'pending') held.push(event);
    },
    decide(analytics) {
      const next = analytics ? 'granted' : 'denied';
      if (next === state) return;
      state = next;
      gtag('consent', 'update', consentSignals(analytics));
      const release = held;
      held = [];
      if (analytics) for (const event of release) push(event);
    },
    get state() {
      return state;
    },
    get held() {
      return held.length;
    },
  };
}

type ConsentWindow = { dataLayer?: DataLayerEntry[]; __insuranceWebConsent?: ConsentGate };

/**
 * The page's one gate, kept on `window`: islands, the click tracker and the banner are separate
 * bundles, and must share it. Created on first use from the consent cookie.
 */
export function consentGate(): ConsentGate | undefined {
  if (typeof window === 'undefined') return undefined;
  const target = window as unknown as ConsentWindow;
  if (!target.__insuranceWebConsent) {
    target.dataLayer ??= [];
    const layer = target.dataLayer;
    const cookie = typeof document === 'undefined' ? undefined : consentCookieIn(document.cookie);
    target.__insuranceWebConsent = createConsentGate(
      (event) => layer.push(event),
      // gtag pushes its `arguments` object, the form tag managers recognise as a gtag command.
      function gtag(..._args: unknown[]) {
        // biome-ignore lint/complexity/noArguments: see above.
        layer.push(arguments);
      },
      analyticsConsentFrom(cookie),
    );
  }
  return target.__insuranceWebConsent;
}

/** Pushes `{ event: name, ...rest }` to `window.dataLayer` once analytics is granted; nothing on the server. */
export const pushToDataLayer: AnalyticsSink = ({ name, ...rest }) => {
  consentGate()?.track({ event: name, ...rest });
};

/** The banner's report of the visitor's choice (first time, or changed in the settings). */
export function setAnalyticsConsent(analytics: boolean): void {
  consentGate()?.decide(analytics);
}
