import { type Browser, devices, expect, test } from '@playwright/test';
import { SITE_URL } from '../e2e-cms/servers';
import {
  addBlock,
  createPage,
  expectDateTime,
  openBlock,
  pickDate,
  publish,
  save,
  typeRichText,
} from './admin';
import { adminStateFile } from './editor';
import { fieldLabel as label } from './labels';

/**
 * Dates and times are Prague's whatever the editor's browser (the site reads every window in
 * Europe/Prague): 08:30 typed into a notice's start in a browser on UTC is 08:30 in Prague, shown
 * so again after a reload and in a browser in New York, and the site shows the notice from 08:30
 * Prague time (its test clock, `x-site-test-now`, set in playwright.cms.config.ts).
 */
const SLUG = 'redakce/prazsky-cas';
const TEXT = 'Pobočky otevíráme v 8:30 pražského času.';
// A summer day (Prague is UTC+2): 08:30 there is 06:30 UTC, two hours from what a UTC browser keeps.
const DAY = '2030-07-15';

const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
async function editorIn(browser: Browser, timezoneId: string) {
  const context = await browser.newContext({
    ...desktop,
    locale: 'cs-CZ',
    timezoneId,
    storageState: adminStateFile(),
  });
  return context.newPage();
}

/** Whether the site's HTML shows the notice at this instant (island props carry the text too, escaped). */
async function siteShowsAt(instant: string): Promise<boolean> {
  const response = await fetch(`${SITE_URL}/${SLUG}`, {
    headers: { 'cache-control': 'no-cache', 'x-site-test-now': instant },
  });
  expect(response.status).toBe(200);
  return (await response.text()).includes(`>${TEXT}`);
}

test('a notice’s 08:30 typed in a UTC browser is 08:30 in Prague, in the admin on any zone and on the site', async ({
  browser,
}) => {
  const from = label('blocks.info-section', 'visibleFrom');
  const utc = await editorIn(browser, 'UTC');
  await createPage(utc, { title: 'Redakce: pražský čas', slug: SLUG });
  const notice = await addBlock(utc, 'blocks.info-section');
  await typeRichText(notice, label('blocks.info-section', 'content'), [{ paragraph: TEXT }]);
  await pickDate(notice, from, DAY, '08:30');
  await save(utc);
  await publish(utc);

  await utc.reload();
  await expectDateTime(await openBlock(utc, 'blocks.info-section'), from, DAY, '08:30');

  const newYork = await editorIn(browser, 'America/New_York');
  await newYork.goto(utc.url());
  await expectDateTime(await openBlock(newYork, 'blocks.info-section'), from, DAY, '08:30');

  // 08:29 and 08:31 in Prague on a summer day: 06:29 and 06:31 UTC.
  expect(await siteShowsAt(`${DAY}T06:29:00.000Z`), 'the notice at 08:29 Prague time').toBe(false);
  expect(await siteShowsAt(`${DAY}T06:31:00.000Z`), 'the notice at 08:31 Prague time').toBe(true);
  await Promise.all([utc.context().close(), newYork.context().close()]);
});
