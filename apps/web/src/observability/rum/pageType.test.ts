import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePageResponse, pathFromSlug } from '../../content/page';
import { PAGE_TYPES } from './beacon';
import { cmsPageType } from './pageType';

describe('a CMS page’s type', () => {
  it('comes from the address for the home page and the cancellation links, else from the blocks', () => {
    expect(cmsPageType('/', [{ __component: 'forms.callback' }])).toBe('home');
    expect(cmsPageType('/zruseni-smlouvy', [{ __component: 'blocks.cancellation-banner' }])).toBe(
      'cancellation',
    );
    expect(cmsPageType('/dotaz', [{ __component: 'blocks.hero' }, { __component: 'forms.question' }])).toBe(
      'form',
    );
    expect(cmsPageType('/pojisteni-vozidel', [{ __component: 'casco.callback' }])).toBe('form');
    expect(cmsPageType('/pobocky', [{ __component: 'branches.contacts' }])).toBe('branches');
    expect(cmsPageType('/kariera', [{ __component: 'careers.list' }])).toBe('careers');
    expect(cmsPageType('/o-nas', [{ __component: 'blocks.rich-text' }])).toBe('content');
  });

  it('is one of the closed list for every page the site ships', () => {
    const folder = new URL('../../content/pages/', import.meta.url);
    const types = new Set<string>();
    for (const file of readdirSync(folder)) {
      const page = parsePageResponse(JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
      if (!page) continue;
      types.add(cmsPageType(pathFromSlug(page.slug), page.sections));
    }
    expect([...types].every((type) => (PAGE_TYPES as readonly string[]).includes(type))).toBe(true);
    expect([...types].sort()).toEqual(['branches', 'cancellation', 'careers', 'content', 'form', 'home']);
  });
});
