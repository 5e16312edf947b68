import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveOnce } from '../sections/resolved';
import { siteConfig } from '../site/config';
import { preloadIslands, SectionIsland } from './SectionIsland';

// /cestovko's island blocks: their late code changed the page's HTML in CI.
const cestovko = JSON.parse(
  readFileSync(new URL('../content/pages/cestovko.json', import.meta.url), 'utf8'),
) as { data: { sections: { __component: string }[] } };
const propsOf = (type: string) => {
  const section = resolveOnce(cestovko.data.sections.find((candidate) => candidate.__component === type));
  return section.status === 'ok' ? section.props : {};
};
const config = siteConfig('http://127.0.0.1:3000/cestovko', { PUBLIC_API_HOST: 'http://127.0.0.1:4010' });

// React's synchronous render does not wait for code still loading: what it prints is what a block
// renders without waiting, so it shows whether the island had to wait for its code.
const render = (type: string) =>
  renderToString(createElement(SectionIsland, { type, props: propsOf(type), config }));

describe('SectionIsland on the server', () => {
  it('renders a block whose code was preloaded at once, so that every render of a page has one order', async () => {
    // Not preloaded: its code is still on its way when the block renders, nothing of it is printed.
    expect(render('blocks.numbered-list')).not.toContain('Jak cestovní');
    // Preloaded before its first render: printed at once.
    await preloadIslands(['blocks.faq-grid', 'blocks.faq-grid', 'no.such-block']);
    expect(render('blocks.faq-grid')).toContain('Časté dotazy k cestovnímu pojištění');
  });
});
