import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { iframeFixtures, iframeInvalidFixtures } from './fixtures';
import { iframeBlock } from './iframeBlock';
import type { IframeProps } from './iframeContent';

describeBlockContract(iframeBlock, {
  valid: iframeFixtures,
  invalid: {
    noTitle: { data: iframeInvalidFixtures.noTitle, path: 'title' },
    plainHttp: { data: iframeInvalidFixtures.plainHttp, path: 'url' },
    script: { data: iframeInvalidFixtures.script, path: 'url' },
    data: { data: iframeInvalidFixtures.data, path: 'url' },
    protocolRelative: { data: iframeInvalidFixtures.protocolRelative, path: 'url' },
    relativeWithoutSlash: { data: iframeInvalidFixtures.relativeWithoutSlash, path: 'url' },
    noUrl: { data: iframeInvalidFixtures.noUrl, path: 'url' },
  },
});

const props = (data: object) => contentProps<IframeProps>(iframeBlock, data);

describe('Iframe', () => {
  it('renders a titled, lazy frame 1000 px high on the server', () => {
    const html = renderBlockToHtml(iframeBlock, props(iframeFixtures.sameSite));
    const frame = html.match(/<iframe[^>]*>/)?.[0] ?? '';
    expect(frame).toContain('src="/ukazka-iframe/obsah"');
    expect(frame).toContain('title="Průvodce hlášením pojistné události"');
    expect(frame).toContain('loading="lazy"');
    expect(frame).toContain('height="1000"');
    // A page of the site itself: no sandbox (it could lift one anyway).
    expect(frame).not.toContain('sandbox');
    expect(html).toContain('<h2');
  });

  it('sandboxes a page of another origin: scripts, own origin, forms, new windows, nothing more', () => {
    const html = renderBlockToHtml(iframeBlock, props(iframeFixtures.partner));
    const frame = html.match(/<iframe[^>]*>/)?.[0] ?? '';
    expect(frame).toContain('src="https://kalkulacka.example.com/pojisteni?zdroj=horizont"');
    expect(frame).toContain(
      'sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"',
    );
    expect(frame).not.toMatch(/allow-top-navigation|allow-modals|allow-downloads/);
  });

  it('says in Czech why an address cannot be framed', () => {
    expect(() => props(iframeInvalidFixtures.plainHttp)).toThrow(
      'Adresa rámu musí začínat https:// nebo „/“ (stránka tohoto webu).',
    );
  });

  it('is always an island (it listens for the frame’s height), with a loader', async () => {
    expect(iframeBlock.island?.(props(iframeFixtures.minimal))).toBe(true);
    expect(await contentSectionIslands['blocks.iframe']?.()).toBe(iframeBlock.component);
  });
});
