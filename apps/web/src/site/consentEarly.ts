/**
 * Every page's HTML carries the consent banner (ConsentBanner.astro), so that it is the same for
 * every visitor and a shared cache may keep it. A visitor who has already chosen must not see the
 * banner, not even for a frame: this script, inlined at the top of every page's `<head>` (a classic
 * script before the stylesheet, so it runs at once, before the body is parsed, let alone painted:
 * Layout.astro), marks the document when the
 * consent cookie holds a choice, and the stylesheet hides the banner under the mark (site.css). The
 * banner's code is then not loaded at all (afterPaint.ts), as before, when the server left the
 * banner out for such a visitor.
 *
 * The test is `analyticsConsentFrom(cookie) !== 'pending'` (consent.ts), written out as ES5 without
 * imports: vanilla-cookieconsent's cookie, URI-encoded JSON with a `categories` array and a
 * non-empty `consentId`. consentEarly.test.ts holds the two to the same answers. Its hash is in the
 * pages' CSP (astro.config.mjs, `security.csp.scriptDirective.hashes`). No imports here: the browser's
 * afterPaint.ts imports this module too.
 */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

export const CONSENT_CHOSEN_SCRIPT = `(function(){try{var m=/(?:^|;)\\s*cc_cookie=([^;]*)/.exec(document.cookie);if(!m)return;var v=m[1];var c=JSON.parse(/^\\s*\\{/.test(v)?v:decodeURIComponent(v));if(c&&typeof c==='object'&&Array.isArray(c.categories)&&typeof c.consentId==='string'&&c.consentId!=='')document.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','')}catch(e){}})()`;

/** Whether the document was marked as a visitor's with a choice (read by afterPaint.ts). */
export function consentChosenEarly(root: Element = document.documentElement): boolean {
  return root.hasAttribute(CONSENT_CHOSEN_ATTRIBUTE);
}
