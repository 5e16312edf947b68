import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { infoSectionContent } from '../../InfoSection/infoSectionContent';
import { cleanBlocks } from './cleanBlocks';
import { richTextToPlainText } from './plainText';
import { isEmptyRichText } from './richTextTypes';

const blocks = (nodes: unknown[]) => ({ kind: 'blocks' as const, blocks: cleanBlocks(nodes) });
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('isEmptyRichText', () => {
  it('is empty with no blocks, empty paragraphs, spaces only, or an empty list', () => {
    expect(isEmptyRichText(blocks([]))).toBe(true);
    expect(isEmptyRichText(blocks([paragraph(''), paragraph('')]))).toBe(true);
    expect(isEmptyRichText(blocks([paragraph('   \n ')]))).toBe(true);
    expect(
      isEmptyRichText(
        blocks([
          {
            type: 'list',
            format: 'unordered',
            children: [{ type: 'list-item', children: [{ type: 'text', text: ' ' }] }],
          },
        ]),
      ),
    ).toBe(true);
    expect(isEmptyRichText({ kind: 'html', html: '  ' })).toBe(true);
  });

  it('is not empty with a word anywhere: a paragraph, a link, a nested list item, code', () => {
    expect(isEmptyRichText(blocks([paragraph(''), paragraph('Dobrý den')]))).toBe(false);
    expect(
      isEmptyRichText(
        blocks([
          {
            type: 'paragraph',
            children: [{ type: 'link', url: '/kontakty', children: [{ type: 'text', text: 'Kontakty' }] }],
          },
        ]),
      ),
    ).toBe(false);
    expect(
      isEmptyRichText(
        blocks([
          {
            type: 'list',
            format: 'ordered',
            children: [
              {
                type: 'list',
                format: 'ordered',
                children: [{ type: 'list-item', children: [{ type: 'text', text: 'Krok' }] }],
              },
            ],
          },
        ]),
      ),
    ).toBe(false);
    expect(isEmptyRichText(blocks([{ type: 'code', children: [{ type: 'text', text: 'x' }] }]))).toBe(false);
  });

  it('agrees with the plain text: empty exactly when a text-only value has no words', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', ' ', '\n', 'a', ' slovo ', '\t')), (texts) => {
        const content = blocks(texts.map(paragraph));
        expect(isEmptyRichText(content)).toBe(richTextToPlainText(content) === '');
      }),
    );
  });

  it('makes a notice of empty paragraphs fail with its Czech message', () => {
    const result = infoSectionContent.safeParse({ content: [paragraph(' '), paragraph('')] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Oznámení nemá žádný text.');
  });
});
