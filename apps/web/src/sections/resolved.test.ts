import { resolveSection } from '@insurance-web/ui';
import { describe, expect, it, vi } from 'vitest';
import { contentSource } from '../content/source';
import { registry } from './registry';
import { resolveOnce } from './resolved';

describe('resolveOnce', () => {
  it('resolves every section of every demo page as resolveSection does', async () => {
    const source = contentSource();
    for (const path of await source.listPaths()) {
      for (const section of (await source.getPage(path))?.sections ?? []) {
        expect(resolveOnce(section), path).toEqual(resolveSection(registry, section));
      }
    }
  });

  it('parses a section object once, and a new object (a page read again from the CMS) anew', () => {
    const section = {
      __component: 'blocks.faq',
      heading: 'Dotazy',
      variant: 'inline',
      groups: [
        {
          name: 'Platby',
          order: null,
          categories: [
            { name: 'Platby', questions: [{ heading: 'Jak zaplatit?', content: 'Převodem, **kartou**.' }] },
          ],
        },
      ],
    };
    const first = resolveOnce(section);
    expect(first.status).toBe('ok');
    expect(resolveOnce(section)).toBe(first);
    const again = { ...section };
    const second = resolveOnce(again);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });

  it('does not keep what it cannot key: a value that is no object is resolved every time', () => {
    expect(resolveOnce('blocks.faq')).toEqual({ status: 'unknown', type: '' });
    expect(resolveOnce(null)).toEqual({ status: 'unknown', type: '' });
  });

  it('keeps an invalid section’s result too, so its issues are the same on every render', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const broken = { __component: 'blocks.phone-box' };
      const result = resolveOnce(broken);
      expect(result.status).toBe('invalid');
      expect(resolveOnce(broken)).toBe(result);
    } finally {
      error.mockRestore();
    }
  });
});
