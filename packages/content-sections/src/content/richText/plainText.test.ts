import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanBlocks } from './cleanBlocks';
import { richTextToPlainText } from './plainText';
import { EMPTY_RICH_TEXT } from './richTextTypes';
import { stringToRichText } from './stringToRichText';

const plain = (source: string) => richTextToPlainText(stringToRichText(source));

describe('richTextToPlainText', () => {
  it('reads Blocks JSON: lines per block and list item, the words of links, no images', () => {
    const blocks = cleanBlocks([
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Co si připravit' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Volejte ' },
          { type: 'text', text: '155', bold: true },
          { type: 'text', text: ' nebo ' },
          { type: 'link', url: '/kontakty', children: [{ type: 'text', text: 'nám' }] },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'image', image: { url: '/a.png', width: 10, height: 10, alternativeText: 'Graf' } },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'doklady,' }] },
          {
            type: 'list',
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'fotografie' }] }],
          },
        ],
      },
      { type: 'code', children: [{ type: 'text', text: 'ABC-123' }] },
    ]);
    expect(richTextToPlainText({ kind: 'blocks', blocks })).toBe(
      'Co si připravit\nVolejte 155 nebo nám.\ndoklady,\nfotografie\nABC-123',
    );
  });

  it('reads Markdown and HTML through the sanitiser, with entities as the visitor reads them', () => {
    expect(plain('Platí **ihned** po zaplacení.\n\n- doklad\n- fotky')).toBe(
      'Platí ihned po zaplacení.\ndoklad\nfotky',
    );
    expect(plain('<p>A&nbsp;B &amp; C &lt;3 &quot;x&quot;<br>druhý řádek</p><p>Odstavec</p>')).toBe(
      'A B & C <3 "x"\ndruhý řádek\nOdstavec',
    );
    expect(plain('<p>Text</p><script>alert(1)</script><style>p{}</style>')).toBe('Text');
    expect(plain('Kód `&lt;b&gt;` zůstane.')).toBe('Kód &lt;b&gt; zůstane.');
  });

  it('is empty for no text', () => {
    expect(richTextToPlainText(EMPTY_RICH_TEXT)).toBe('');
    expect(plain('   ')).toBe('');
  });

  it('keeps the words of any paragraph, with its spaces collapsed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const blocks = cleanBlocks([{ type: 'paragraph', children: [{ type: 'text', text }] }]);
        expect(richTextToPlainText({ kind: 'blocks', blocks })).toBe(
          text
            .split('\n')
            .map((line) => line.replace(/\s+/g, ' ').trim())
            .filter(Boolean)
            .join('\n'),
        );
      }),
    );
  });

  it('leaves no markup of any HTML it is given', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(plain(`<p>${text}</p>`)).not.toMatch(/<\/?[a-z][^>]*>/i);
      }),
    );
  });
});
