import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * One `Zavolejte mi` opens one thing wherever it stands: the call-back modal (the hero's action, the
 * call-back section's button, the quote flow's and the advisor's). A link or button of the content
 * (the header's actions, the footer, a hero's or a card's button) that says `Zavolejte mi` leads
 * somewhere else, so the content may not say it; a call-back section may name its own button so.
 */

const NAME = /^\s*zavolejte\s+mi\s*$/i;

interface Found {
  where: string;
  field: string;
}

/** Every field holding exactly `Zavolejte mi`, with where it is, but a call-back section's button label. */
function namedLikeTheCallback(value: unknown, where: string, into: Found[] = []): Found[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      namedLikeTheCallback(item, `${where}[${index}]`, into);
    });
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [field, item] of Object.entries(record)) {
      if (typeof item === 'string' && NAME.test(item)) {
        const callbackSection = record.__component === 'forms.callback' && field === 'buttonLabel';
        if (!callbackSection) into.push({ where, field });
      } else namedLikeTheCallback(item, `${where}.${field}`, into);
    }
  }
  return into;
}

const contentDir = new URL('./', import.meta.url);
const pagesDir = new URL('pages/', import.meta.url);
const sources = [
  { name: 'site-chrome.json', url: new URL('site-chrome.json', contentDir) },
  ...readdirSync(pagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name: `pages/${name}`, url: new URL(name, pagesDir) })),
];

/**
 * The variant of the call-back modal each `Zavolejte mi` of a page opens: the hero's action is the
 * plain modal (`fixedWindow`, no topic), a call-back section's button is named so when its label is
 * empty or says so. One page, one variant: the same form behind the same name.
 */
function callbackVariants(sections: Record<string, unknown>[]): string[] {
  const variants = new Set<string>();
  for (const section of sections) {
    if (section.__component === 'blocks.hero' && section.callbackButton !== false)
      variants.add('fixedWindow');
    const label = typeof section.buttonLabel === 'string' ? section.buttonLabel : '';
    if (section.__component === 'forms.callback' && (label.trim() === '' || NAME.test(label))) {
      variants.add(`${section.mode ?? 'fixedWindow'}${section.withTopic ? ' with a topic' : ''}`);
    }
  }
  return [...variants];
}

describe('Zavolejte mi names the call-back modal only', () => {
  it.each(sources)('$name: no other link or button says Zavolejte mi', ({ name, url }) => {
    const content = JSON.parse(readFileSync(url, 'utf8'));
    expect(namedLikeTheCallback(content, name)).toEqual([]);
  });

  it.each(sources.filter(({ name }) => name.startsWith('pages/')))(
    '$name: every Zavolejte mi of the page opens the same variant of the modal',
    ({ url }) => {
      const content = JSON.parse(readFileSync(url, 'utf8'));
      expect(callbackVariants(content.data.sections).length).toBeLessThanOrEqual(1);
    },
  );

  it('finds a header action, a hero button or a card named so, and two variants on a page (the checks can fail)', () => {
    const twoVariants = [
      { __component: 'blocks.hero', callbackButton: true },
      { __component: 'forms.callback', buttonLabel: '', mode: 'asap', withTopic: true },
    ];
    expect(callbackVariants(twoVariants)).toEqual(['fixedWindow', 'asap with a topic']);
    expect(
      callbackVariants([
        twoVariants[0] as Record<string, unknown>,
        { __component: 'forms.callback', buttonLabel: 'Chci zavolat', mode: 'asap' },
      ]),
    ).toEqual(['fixedWindow']);
    const chrome = { data: { headerActions: [{ label: 'Zavolejte mi', url: '/pomoc' }] } };
    expect(namedLikeTheCallback(chrome, 'chrome')).toEqual([
      { where: 'chrome.data.headerActions[0]', field: 'label' },
    ]);
    const hero = {
      sections: [{ __component: 'blocks.hero', button: { text: ' zavolejte mi ', url: '/x' } }],
    };
    expect(namedLikeTheCallback(hero, 'page')).toHaveLength(1);
    const section = { sections: [{ __component: 'forms.callback', buttonLabel: 'Zavolejte mi' }] };
    expect(namedLikeTheCallback(section, 'page')).toEqual([]);
  });
});
