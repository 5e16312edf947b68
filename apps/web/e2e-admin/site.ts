import { expect, type TestInfo } from '@playwright/test';
import { SITE_URL } from '../e2e-cms/servers';

/** The text a visitor reads in a page's HTML: tags dropped, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? html;
  return main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page of the site on Strapi, as a visitor's first request gets it. */
export async function sitePage(path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await fetch(`${SITE_URL}${path}`, { headers: { 'cache-control': 'no-cache' } });
  const html = await response.text();
  return { status: response.status, html, text: visibleText(html) };
}

/** What of `expected` the page's text lacks (all of it while the page does not answer 200). */
function missing(page: { status: number; text: string }, expected: readonly (string | RegExp)[]) {
  if (page.status !== 200) return [...expected];
  return expected.filter((value) =>
    typeof value === 'string' ? !page.text.includes(value) : !value.test(page.text),
  );
}

/**
 * Runs the editor's `action` (her Publish click and the admin's answer) and polls the public page
 * from the moment she clicks until its text holds every expected value (every 50 ms, 15 s at most).
 * Both times are recorded on the test and in the output: from the click, and from the admin's
 * "published" answer. The budget counts from that answer: what the CMS spends validating and committing
 * the page (up to a second on a loaded CI machine) is not the site's delay, and the editor sees the
 * change confirmed at that moment.
 */
export async function timeUntilLive(
  testInfo: TestInfo,
  path: string,
  expected: readonly (string | RegExp)[],
  action: () => Promise<unknown>,
  budgetMs = 2000,
): Promise<number> {
  const started = Date.now();
  let answered = Number.NaN;
  const acted = action().then(() => {
    answered = Date.now() - started;
  });
  let last = await sitePage(path);
  while (missing(last, expected).length > 0 && Date.now() - started < 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await sitePage(path);
  }
  const took = Date.now() - started;
  await acted;
  const afterAnswer = took - answered;
  const line = `${path}: ${took} ms from the Publish click, ${afterAnswer} ms after the admin said published (at ${answered} ms)`;
  testInfo.annotations.push({ type: 'publish → live', description: line });
  process.stdout.write(`publish → live, ${line}\n`);
  const lacking = missing(last, expected);
  if (lacking.length > 0) await testInfo.attach(`${path} as the site shows it`, { body: last.text });
  expect(lacking, `${path} (status ${last.status}) ${took} ms after Publish lacks`).toEqual([]);
  expect(afterAnswer, `${path}: time from the admin's "published" to the site`).toBeLessThanOrEqual(budgetMs);
  return took;
}

/** A page's `<title>`, as the browser shows it. */
export function titleOf(html: string): string {
  return visibleText(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '');
}
