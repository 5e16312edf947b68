import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UNSAFE_URLS, XSS_HTML_VECTORS, XSS_MARKDOWN_VECTORS } from '../../../test/fixtures/xssVectors';
import { htmlDangers } from '../../../test/htmlDangers';
import { cleanBlocks } from './cleanBlocks';
import { RichTextBody } from './RichTextBody';
import { sanitizeHtml } from './sanitizeHtml';
import { stringToRichText } from './stringToRichText';

/** What the site renders from a string (Blocks or sanitised HTML), inside RichTextBody's own `<div>`. */
const htmlOf = (source: string) =>
  renderToStaticMarkup(createElement(RichTextBody, { content: stringToRichText(source) })).replace(
    /^<div class="[^"]*">([\s\S]*)<\/div>$/,
    '$1',
  );

describe('sanitising CMS HTML and Markdown', () => {
  it.each(XSS_HTML_VECTORS)('leaves nothing that runs of %s', (vector) => {
    expect(htmlDangers(sanitizeHtml(vector))).toEqual([]);
    expect(htmlDangers(htmlOf(vector))).toEqual([]);
  });

  it.each(XSS_MARKDOWN_VECTORS)('leaves nothing that runs of the Markdown %s', (vector) => {
    expect(htmlDangers(htmlOf(vector))).toEqual([]);
  });

  it('the checked HTML is what the site renders from the string', () => {
    expect(htmlOf('Text **tučně** a [odkaz](/kontakty)')).toBe(
      '<p>Text <strong>tučně</strong> a <a href="/kontakty">odkaz</a></p>',
    );
    expect(htmlOf('<table><tr><td onclick="x">a</td></tr></table>')).toBe(
      '<table><tr><td>a</td></tr></table>',
    );
  });

  it('the danger check itself finds what it is for', () => {
    expect(
      htmlDangers('<img src=x onerror=alert(1)><a href="jav&#x09;ascript:x">a</a><p>onerror=x</p>'),
    ).toEqual(['img[src=x]', 'img[onerror]', 'a[href=jav\tascript:x]']);
  });

  it('keeps the structure editors use', () => {
    const html = sanitizeHtml(
      '<h1>Nadpis</h1><p>Text <strong>tučně</strong> a <em>kurzívou</em>, <a href="/kontakty" class="x">odkaz</a>.</p><ul><li>jedna</li></ul><img src="/a.png" alt="Graf" width="640" height="480">',
    );
    expect(html).toBe(
      '<h2>Nadpis</h2><p>Text <strong>tučně</strong> a <em>kurzívou</em>, <a href="/kontakty">odkaz</a>.</p><ul><li>jedna</li></ul><img src="/a.png" alt="Graf" width="640" height="480" />',
    );
  });

  it('gives a new-tab link rel="noopener noreferrer" whatever rel it had, and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://x.cz" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.cz" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://x.cz" target="_top">x</a>')).toBe('<a href="https://x.cz">x</a>');
  });

  it('drops images without an intrinsic size (they would shift the page)', () => {
    expect(sanitizeHtml('<img src="/a.png" alt="x">')).toBe('');
  });
});

describe('cleaning Blocks JSON', () => {
  const paragraphWithLink = (url: string) => [
    { type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', text: 'klik' }] }] },
  ];

  it.each(UNSAFE_URLS)('keeps the words of a link to %j but not the link', (url) => {
    expect(cleanBlocks(paragraphWithLink(url))).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'klik' }] },
    ]);
  });

  it('drops unknown nodes and stray fields, keeps marks, and makes h1 an h2', () => {
    expect(
      cleanBlocks([
        { type: 'script', children: [{ type: 'text', text: 'x' }] },
        { type: 'heading', level: 1, children: [{ type: 'text', text: 'A', bold: true, onclick: 'x' }] },
        { type: 'image', image: { url: 'javascript:x', width: 1, height: 1 } },
        { type: 'image', image: { url: '/a.png' } },
        'text',
        null,
      ]),
    ).toEqual([{ type: 'heading', level: 2, children: [{ type: 'text', text: 'A', bold: true }] }]);
  });
});
