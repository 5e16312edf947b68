import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { demoSite } from '../../test/site';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { cancellationBannerBlock } from './cancellationBannerBlock';
import type { CancellationBannerProps } from './cancellationBannerContent';
import {
  CHANGE_PAGE,
  CONTRACT_PAGE,
  cancellationBannerFixtures,
  cancellationBannerInvalidFixtures,
  OTHER_PAGE,
} from './fixtures';

// The host blanks the token's value (apps/web `withoutSecrets`): the server knows the link had one.
const contractSite = { ...demoSite, url: `${CONTRACT_PAGE}?token=` };
const props = (data: object) => contentProps<CancellationBannerProps>(cancellationBannerBlock, data);
const html = (data: object, url: string) =>
  renderBlockToHtml(cancellationBannerBlock, props(data), { ...demoSite, url });

describeBlockContract(cancellationBannerBlock, {
  valid: cancellationBannerFixtures,
  invalid: {
    headingNotText: { data: cancellationBannerInvalidFixtures.headingNotText, path: 'heading' },
    textNotText: { data: cancellationBannerInvalidFixtures.textNotText, path: 'text' },
  },
  site: contractSite,
});

describe('CancellationBanner on the server', () => {
  it('on a contract link: its heading and text, the contract’s button, disabled until the browser reads the token', () => {
    const out = html(cancellationBannerFixtures.full, `${CONTRACT_PAGE}?token=&utm_source=email`);
    expect(out).toContain('Opravdu chcete smlouvu zrušit?</h2>');
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*><span>Zrušit smlouvu<\/span><\/button>/);
    expect(out).not.toContain('Zrušit změnu smlouvy');
    // Without JavaScript the buttons stay disabled: the page says why and gives the number.
    expect(out).toMatch(
      /<noscript>.*Tlačítko funguje jen se zapnutým JavaScriptem.*tel:\+420800100200.*<\/noscript>/s,
    );
  });

  it('on a change page: the change’s button and, without CMS texts, its own Czech texts', () => {
    const out = html(cancellationBannerFixtures.strapiNulls, `${CHANGE_PAGE}?token=`);
    expect(out).toContain('Zrušení změny pojistné smlouvy</h2>');
    expect(out).toContain('Smlouva sama zůstane v platnosti tak, jak byla.');
    expect(out).toContain('<span>Zrušit změnu smlouvy</span>');
    expect(out).not.toContain('<span>Zrušit smlouvu</span>');
  });

  it('a link without a token: the “incomplete link” notice already in the server HTML, no button', () => {
    const out = html(cancellationBannerFixtures.full, CONTRACT_PAGE);
    expect(out).toContain('Odkaz, kterým jste stránku otevřeli, není úplný');
    expect(out).toContain('href="tel:+420800100200"');
    expect(out).not.toContain('<button');
    expect(out).not.toContain('<noscript>');
  });

  it('renders nothing on any other page, even with a marker in the query', () => {
    expect(html(cancellationBannerFixtures.full, OTHER_PAGE)).toBe('');
    expect(html(cancellationBannerFixtures.full, demoSite.url)).toBe('');
  });

  it('always hydrates (only the browser has the token), and has an island loader', async () => {
    expect(cancellationBannerBlock.island?.(props(cancellationBannerFixtures.minimal))).toBe(true);
    const loader = contentSectionIslands['blocks.cancellation-banner'];
    expect(await loader?.()).toBe(cancellationBannerBlock.component);
  });
});
