import { describe, expect, it } from 'vitest';
import { pathFromSlug, slugFromPath } from './pagePath.js';

describe('a page’s path and slug', () => {
  it('makes the home page /', () => {
    expect(pathFromSlug('home')).toBe('/');
    expect(slugFromPath('/')).toBe('home');
    expect(slugFromPath('')).toBe('home');
    expect(slugFromPath('home')).toBe('home');
  });

  it('gives every other page its slug under /, and reads it back without slashes at either end', () => {
    expect(pathFromSlug('o-nas')).toBe('/o-nas');
    expect(pathFromSlug('auto/autosjednavac')).toBe('/auto/autosjednavac');
    expect(slugFromPath('/auto/autosjednavac/')).toBe('auto/autosjednavac');
    expect(slugFromPath('//o-nas')).toBe('o-nas');
  });
});
