import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { richTextFixtures, richTextInvalidFixtures } from './fixtures';
import { richTextBlock } from './richTextBlock';

describeBlockContract(richTextBlock, {
  valid: richTextFixtures,
  invalid: {
    empty: { data: richTextInvalidFixtures.empty, path: 'content' },
    missing: { data: richTextInvalidFixtures.missing, path: 'content' },
  },
});

const html = (data: object) => renderBlockToHtml(richTextBlock, contentProps(richTextBlock, data));

describe('RichText', () => {
  it('renders Blocks JSON as elements: bold, links, headings, lists, quotes', () => {
    const out = html(richTextFixtures.blocks);
    expect(out).toContain('<strong>online za pár minut</strong>');
    expect(out).toContain('<a href="/kontakty">kterékoli pobočce</a>');
    expect(out).toContain('<h3>Co budete potřebovat</h3>');
    expect(out).toMatch(/<ul><li>technický průkaz vozidla<\/li>/);
    expect(out).toContain(
      '<blockquote><em>Smlouvu vám pošleme e\u2011mailem ještě týž den.</em></blockquote>',
    );
  });

  it('renders Markdown and HTML through the sanitiser; a new-tab link gets noopener noreferrer', () => {
    expect(html(richTextFixtures.markdown)).toContain('<strong>smyšlená pojišťovna</strong>');
    expect(html(richTextFixtures.html)).toContain(
      '<a href="https://www.example.com/mapa" target="_blank" rel="noopener noreferrer">Otevřít mapu</a>',
    );
  });
});
