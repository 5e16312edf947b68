import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { demoSite } from '../../test/site';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { plateQuoteBoxFixtures, plateQuoteBoxInvalidFixtures } from './fixtures';
import { plateQuoteBoxBlock } from './plateQuoteBoxBlock';
import type { PlateQuoteBoxProps } from './plateQuoteBoxContent';

const props = (data: object) => contentProps<PlateQuoteBoxProps>(plateQuoteBoxBlock, data);
const atUrl = (url: string) => ({ ...demoSite, url });

describeBlockContract(plateQuoteBoxBlock, {
  valid: plateQuoteBoxFixtures,
  invalid: {
    unknownLook: { data: plateQuoteBoxInvalidFixtures.unknownLook, path: 'look' },
    unsafeFlowUrl: { data: plateQuoteBoxInvalidFixtures.unsafeFlowUrl, path: 'quoteFlowUrl' },
    helperLinkWithoutText: {
      data: plateQuoteBoxInvalidFixtures.helperLinkWithoutText,
      path: 'helperLink.text',
    },
    flagWithSlash: { data: plateQuoteBoxInvalidFixtures.flagWithSlash, path: 'rolloutFlag' },
    flagOfDots: { data: plateQuoteBoxInvalidFixtures.flagOfDots, path: 'rolloutFlag' },
  },
});

describe('PlateQuoteBox content', () => {
  it('defaults to the card look, the quote flow route, its rollout flag and SPEC §9’s defaults', () => {
    expect(props(plateQuoteBoxFixtures.strapiNulls)).toEqual({
      look: 'card',
      heading: '',
      perex: '',
      buttonText: '',
      helperLink: null,
      quoteFlowUrl: '/auto/autosjednavac',
      rolloutFlag: 'autosjednavac',
      defaultLocation: 'Praha',
      defaultBrand: 'Skoda',
    });
  });
});

describe('PlateQuoteBox on the server', () => {
  it('renders the labelled plate field of at most 9 characters, the button and the helper link', () => {
    const html = renderBlockToHtml(plateQuoteBoxBlock, props(plateQuoteBoxFixtures.full));
    expect(html).toMatch(/<label[^>]*>Registrační značka \(SPZ\)/);
    expect(html).toContain('maxLength="9"');
    expect(html).toContain('name="spz"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Chci nabídku/);
    expect(html).toContain('href="/auto/autosjednavac"');
    expect(html).toContain('Nemám SPZ');
    // Without JavaScript the form still takes the plate to the quote flow.
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/auto/autosjednavac"');
  });

  it('prefills the plate from spz, in capitals', () => {
    const html = renderBlockToHtml(
      plateQuoteBoxBlock,
      props(plateQuoteBoxFixtures.full),
      atUrl('http://localhost/auto?spz=1ab2345'),
    );
    expect(html).toContain('value="1AB2345"');
  });

  it('cuts a plate from spz to 9 characters, as the field cuts typing (issue 24)', () => {
    const html = renderBlockToHtml(
      plateQuoteBoxBlock,
      props(plateQuoteBoxFixtures.full),
      atUrl('http://localhost/auto?spz=abcdefghijkl'),
    );
    expect(html).toContain('value="ABCDEFGHI"');
    expect(html).not.toContain('ABCDEFGHIJ');
  });

  it('the card has the info bubble as a live region in its default state; inline has none', () => {
    const card = renderBlockToHtml(plateQuoteBoxBlock, props(plateQuoteBoxFixtures.full));
    expect(card).toMatch(/role="status"[^>]*aria-live="polite"[^>]*data-state="default"/);
    expect(card).toContain('Zadejte SPZ a údaje o vozidle doplníme za vás.');
    const inline = renderBlockToHtml(plateQuoteBoxBlock, props(plateQuoteBoxFixtures.inline));
    expect(inline).not.toContain('role="status"');
    expect(inline).toContain('aria-label="Nabídka pojištění podle SPZ"');
    expect(inline).toContain('Sjednat bez SPZ');
  });

  it('takes the button text from the CMS', () => {
    const html = renderBlockToHtml(
      plateQuoteBoxBlock,
      props({ ...plateQuoteBoxFixtures.full, buttonText: 'Zjistit cenu' }),
    );
    expect(html).toContain('Zjistit cenu');
  });

  it('is always an island, with a loader', async () => {
    expect(plateQuoteBoxBlock.island?.(props(plateQuoteBoxFixtures.inline))).toBe(true);
    expect(plateQuoteBoxBlock.island?.(props(plateQuoteBoxFixtures.full))).toBe(true);
    expect(await contentSectionIslands['blocks.plate-quote-box']?.()).toBe(plateQuoteBoxBlock.component);
  });
});
