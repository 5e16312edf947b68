import { describe, expect, it } from 'vitest';
import { siteContainer } from '../../../test/siteContainer';
import { parseChromeResponse } from '../../content/chrome';
import SiteHeader from './SiteHeader.astro';

/** The navigation as the CMS sends it (the shipped site-chrome.json has the same shape). */
const chrome = parseChromeResponse({
  data: {
    navigation: [
      {
        label: 'Vozidla',
        links: [
          { label: 'Pojištění vozidel', url: '/pojisteni-vozidel' },
          { label: 'Pojištění motorky', url: '/pojisteni-motorky' },
        ],
      },
      { label: 'Majetek', links: [{ label: 'Pojištění majetku a domácnosti', url: '/pojisteni-majetek' }] },
      // A second link the site drops (not a safe address) leaves a group of one.
      {
        label: 'Odpovědnost',
        links: [
          { label: 'Pojištění odpovědnosti', url: '/odpovednost' },
          { label: 'Skript', url: 'javascript:alert(1)' },
        ],
      },
    ],
    headerActions: [{ label: 'Nahlásit škodu', url: '/hlaseni-skody' }],
  },
});

async function header(path: string): Promise<string> {
  const container = await siteContainer();
  return container.renderToString(SiteHeader, {
    props: { navigation: chrome.navigation, actions: chrome.headerActions, path },
    request: new Request(`http://127.0.0.1:3000${path}`),
  });
}

/** The opening tags of the elements whose text is `text` (the phone's menu and the desktop's row). */
const tagsAround = (html: string, text: string) =>
  [...html.matchAll(new RegExp(`<(\\w+)([^>]*)>\\s*${text}\\s*<`, 'g'))].map(([, tag, attributes]) => ({
    tag,
    attributes,
  }));

describe('the header’s navigation', () => {
  it('shows a group of one page as a link to it under the group’s name, and a group of more as a menu', async () => {
    const html = await header('/');
    const property = tagsAround(html, 'Majetek');
    expect(property).toHaveLength(2);
    for (const { tag, attributes } of property) {
      expect(tag).toBe('a');
      expect(attributes).toContain('href="/pojisteni-majetek"');
      expect(attributes).not.toContain('aria-current');
    }
    expect(tagsAround(html, 'Odpovědnost').map(({ tag }) => tag)).toEqual(['a', 'a']);
    expect(html).not.toContain('Pojištění majetku a domácnosti');
    expect(html).not.toContain('javascript:');
    // A group of more: a disclosure in each navigation, marked as a menu that lies over the page.
    expect(tagsAround(html, 'Vozidla').map(({ tag }) => tag)).toEqual(['summary', 'summary']);
    expect(html.match(/<details[^>]*data-menu/g)).toHaveLength(2); // the phone's Menu, Vozidla's drop-down
  });

  it('marks the group’s link as the current page on its page', async () => {
    const html = await header('/pojisteni-majetek');
    for (const { attributes } of tagsAround(html, 'Majetek')) {
      expect(attributes).toContain('aria-current="page"');
    }
  });
});
