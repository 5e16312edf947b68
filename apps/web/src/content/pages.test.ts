import { readdirSync, readFileSync } from 'node:fs';
import { withBranchDirectory } from '@insurance-web/branch-map';
import { resolveSection } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { registry } from '../sections/registry';
import { directoryBranches } from './branchDirectory';

const pagesDir = new URL('pages/', import.meta.url);
const pages = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({
    name,
    data: JSON.parse(readFileSync(new URL(name, pagesDir), 'utf8')).data as {
      slug: string;
      seo?: { noIndex?: boolean } | null;
      sections: { __component: string; anchor?: string; [field: string]: unknown }[];
    },
  }));

/** The branch directory every branch block shows, as the content source puts it in. */
const branches = directoryBranches(
  JSON.parse(readFileSync(new URL('branches.json', import.meta.url), 'utf8')),
);

/** The page that shows the site's handling of broken content: its unknown and invalid blocks are the point. */
const BROKEN_ON_PURPOSE = 'neznamy-blok.json';

/** Every `#anchor` a page's buttons and links point to (hero, cards, rich text). */
function anchorLinks(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const [, anchor] of value.matchAll(/(?:^|\]\()#([a-z][a-z0-9-]*)/g)) into.push(anchor as string);
  } else if (Array.isArray(value)) for (const item of value) anchorLinks(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) anchorLinks(item, into);
  return into;
}

describe('the shipped pages (what Strapi seeds from)', () => {
  it.each(pages.filter((page) => page.name !== BROKEN_ON_PURPOSE))(
    '$name: every section passes its block’s schema',
    ({ data }) => {
      const problems = data.sections.flatMap((section, index) => {
        const resolved = resolveSection(registry, withBranchDirectory(section, branches));
        return resolved.status === 'ok'
          ? []
          : [`${index + 1}. ${section.__component}: ${JSON.stringify(resolved)}`];
      });
      expect(problems).toEqual([]);
    },
  );

  // The brand is fictional and says so once, in the footer (SPEC-NOTES); a public page reads as a
  // real insurer's. Test and demonstration pages are out of the index (`noIndex`) and may say what they are.
  it.each(pages.filter((page) => !page.data.seo?.noIndex))(
    '$name: says nothing of a demo or a made-up brand',
    ({ data }) => {
      // The block type names (`demo.casco-calculation`) are the CMS's, not the visitor's.
      const visible = JSON.stringify(data, (key, value) => (key === '__component' ? undefined : value));
      expect(visible).not.toMatch(/ukázkov|smyšlen|\bdemo\b|fiktivn/i);
    },
  );

  it('reads what the checks read: the broken page fails the schema, a product page links its form', () => {
    const page = (name: string) => pages.find((candidate) => candidate.name === name)?.data.sections ?? [];
    const broken = page(BROKEN_ON_PURPOSE).map((section) => resolveSection(registry, section).status);
    expect(broken).toContain('invalid');
    expect(anchorLinks(page('pojisteni-majetek.json'))).toContain('nabidka');
  });

  it.each(pages)('$name: every #anchor a link points to is a section of the page', ({ data }) => {
    const anchors = new Set(data.sections.map((section) => section.anchor).filter(Boolean));
    expect(anchorLinks(data.sections).filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });
});
