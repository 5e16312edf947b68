import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteContainer } from '../../test/siteContainer';
import Sections from '../components/Sections.astro';
import { facts } from '../site/facts';

const havarijko = JSON.parse(
  readFileSync(new URL('../content/pages/havarijko-na-mesic.json', import.meta.url), 'utf8'),
) as { data: { sections: { __component: string }[] } };
const example = havarijko.data.sections.find((section) => section.__component === 'demo.casco-calculation');

async function render(sections: object[]) {
  const container = await siteContainer();
  const html = await container.renderToString(Sections, {
    props: { path: '/havarijko-na-mesic', sections },
    request: new Request('http://127.0.0.1:3000/havarijko-na-mesic'),
  });
  // React's markers between adjacent texts are not what a visitor reads.
  return html.replaceAll('<!-- -->', '');
}

describe('the casco calculator slot on /havarijko-na-mesic (a price example)', () => {
  it('shows the price and discount the casco dialog shows: whole Kč, the facts’ discount, no demo wording', async () => {
    expect(example).toBeDefined();
    const html = await render([example as object]);
    expect(html).toContain('Příklad kalkulace Havarijka');
    // The dialog rounds 1 234,50 Kč to whole crowns (SPEC); the page says the same figure.
    expect(html).toContain(`1\u00a0235\u00a0Kč`);
    expect(String(facts.havarijko.examplePrice)).toBe('1235');
    expect(html).toContain(`včetně slevy ${facts.havarijko.discountPercent}\u00a0% pro nové klienty`);
    expect(html).toMatch(/více než 401[ \u00a0]000\u00a0Kč/);
    expect(html).toContain('havárii, odcizení, živly a vandalismus');
    // What the visitor reads (the island's serialised site configuration aside).
    expect(/<aside[\s\S]*<\/aside>/.exec(html)?.[0]).not.toMatch(/ukázk|1\u00a0234,50/i);
  });

  it('says no discount where the calculation has none, and the narrower cover without all risks', async () => {
    const html = await render([
      {
        __component: 'demo.casco-calculation',
        calculation: { brand: 'Kia', age: 'do 1 roku', value: 250000, price: 990, allRisk: false },
      },
    ]);
    expect(html).toContain('990\u00a0Kč');
    expect(html).toContain('250\u00a0000\u00a0Kč');
    expect(html).not.toContain('včetně slevy');
    expect(html).toContain('>odcizení, živly a vandalismus<');
  });
});
