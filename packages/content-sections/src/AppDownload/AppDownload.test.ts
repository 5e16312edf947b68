import { SiteProvider } from '@insurance-web/ui';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { demoSite } from '../../test/site';
import { contentProps } from '../registry/registry';
import { AppDownload } from './AppDownload';
import { appDownloadBlock } from './appDownloadBlock';
import type { AppDownloadProps } from './appDownloadContent';
import { appDownloadInvalidFixtures as bad, appDownloadFixtures as f } from './fixtures';
import { isTravelAppPage } from './travelApp';

const props = (data: object) => contentProps<AppDownloadProps>(appDownloadBlock, data);
const html = (data: object) => renderBlockToHtml(appDownloadBlock, props(data));
const htmlOn = (url: string, data: object) =>
  renderToString(
    createElement(SiteProvider, {
      config: { ...demoSite, url },
      // biome-ignore lint/correctness/noChildrenProp: createElement's typing needs children among the props here
      children: createElement(AppDownload, props(data)),
    }),
  );

describeBlockContract(appDownloadBlock, {
  valid: f,
  invalid: {
    noHeading: { data: bad.noHeading, path: 'heading' },
    ratingTooHigh: { data: bad.ratingTooHigh, path: 'rating' },
    unsafeStoreUrl: { data: bad.unsafeStoreUrl, path: 'appStoreUrl' },
    appLinkWithoutText: { data: bad.appLinkWithoutText, path: 'appLinks.0.text' },
    qrWithoutSize: { data: bad.qrWithoutSize, path: 'qrImage.width' },
  },
});

describe('AppDownload', () => {
  it('shows the rating as "4,7 z 5" with stars named for screen readers', () => {
    const page = html(f.full);
    expect(page).toContain('4,7 z 5');
    expect(page).toContain('aria-label="Hodnocení 4,7 z 5"');
    expect(html(f.minimal)).not.toContain('Hodnocení');
  });

  it('links to the stores with Czech names and tracks them', () => {
    const page = html(f.full);
    expect(page).toMatch(
      /href="https:\/\/apps.example.com\/ios\/horizont"[^>]*>.*Stáhnout v App Store<\/a>/s,
    );
    expect(page).toMatch(
      /href="https:\/\/apps.example.com\/android\/horizont"[^>]*>.*Nyní na Google Play<\/a>/s,
    );
    expect(page).toContain('data-analytics-category="Aplikace"');
    expect(appDownloadBlock.tracksClicks?.(props(f.full))).toBe(true);
    expect(appDownloadBlock.tracksClicks?.(props(f.strapiNulls))).toBe(false);
    expect(page).toContain('href="/aplikace/faq"');
  });

  it('shows the travel app QR code on a page whose URL contains "cestovni", decided on the server', () => {
    expect(html(f.full)).toContain('/images/app-download-qr.svg');
    const travel = htmlOn('https://www.example.cz/cestovni-pojisteni', f.full);
    expect(travel).toContain('/images/app-download-qr-cestovni.svg');
    expect(travel).not.toContain('/images/app-download-qr.svg');
    // Without a travel QR code the travel page keeps the app's own.
    expect(htmlOn('https://www.example.cz/cestovni-pojisteni', f.longText)).toContain(
      '/images/app-download-qr.svg',
    );
  });

  it('recognises the marker in the path only: not in the query, the hash or the host name', () => {
    expect(isTravelAppPage('https://www.example.cz/cestovni-pojisteni')).toBe(true);
    expect(isTravelAppPage('https://www.example.cz/Cestovni-Pojisteni?x=1')).toBe(true);
    expect(isTravelAppPage('/cestovni-pojisteni')).toBe(true);
    expect(isTravelAppPage('https://www.example.cz/aplikace?produkt=CESTOVNI')).toBe(false);
    expect(isTravelAppPage('https://www.example.cz/auto?utm_campaign=cestovni#cestovni')).toBe(false);
    expect(isTravelAppPage('https://cestovni.example.cz/auto')).toBe(false);
    expect(isTravelAppPage('/auto')).toBe(false);
  });

  it('keeps the app’s own QR code on a page whose query names travel', () => {
    const campaign = htmlOn('https://www.example.cz/auto?utm_campaign=cestovni', f.full);
    expect(campaign).toContain('/images/app-download-qr.svg');
    expect(campaign).not.toContain('/images/app-download-qr-cestovni.svg');
  });

  it('names a QR code without alternative text itself', () => {
    expect(html(f.qrWithoutAlt)).toContain('alt="QR kód ke stažení aplikace"');
  });
});
