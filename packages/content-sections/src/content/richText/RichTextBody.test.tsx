import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { XSS_HTML_VECTORS, XSS_MARKDOWN_VECTORS } from '../../../test/fixtures/xssVectors';
import { cleanBlocks } from './cleanBlocks';
import { RichTextBody } from './RichTextBody';
import { stringToRichText } from './stringToRichText';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Lets the browser load images, fire error and load handlers and run anything that would run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('rich text in a real browser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete window.__xss;
  });

  it('runs none of the filter-evasion vectors, as HTML or as Markdown', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      [...XSS_HTML_VECTORS, ...XSS_MARKDOWN_VECTORS].map((vector) => (
        <RichTextBody key={vector} content={stringToRichText(vector)} />
      )),
    );
    await settle();
    // Links are not clicked (a safe link would navigate the test page away): their addresses are
    // checked as parsed HTML by sanitize.test.ts; here it is handlers and loads that would run.
    expect(window.__xss).toBeUndefined();
    expect(container.querySelectorAll('script, iframe, object, embed, svg, form').length).toBe(0);
    root.unmount();
  });

  it('runs no Blocks JSON link to a script address when clicked', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const blocks = cleanBlocks([
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'javascript:window.__xss=1', children: [{ type: 'text', text: 'klik' }] },
          { type: 'link', url: ' JaVaScRiPt:window.__xss=1', children: [{ type: 'text', text: 'klik 2' }] },
        ],
      },
    ]);
    root.render(<RichTextBody content={{ kind: 'blocks', blocks }} />);
    await settle();
    expect(container.querySelectorAll('a').length).toBe(0);
    expect(container.textContent).toBe('klikklik 2');
    root.unmount();
  });
});
