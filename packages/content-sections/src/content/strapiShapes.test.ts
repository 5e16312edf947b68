import { describe, expect, it } from 'vitest';
import { faqGridContent } from '../FaqGrid/faqGridContent';
import { infoSectionContent } from '../InfoSection/infoSectionContent';
import { mediaGalleryContent } from '../MediaGallery/mediaGalleryContent';
import { phoneBoxContent } from '../PhoneBox/phoneBoxContent';
import { productListContent } from '../ProductList/productListContent';
import { releaseNotesContent } from '../ReleaseNotes/releaseNotesContent';
import { richTextToBlocks } from './richText/stringToRichText';

/**
 * The fields whose Strapi type is not the shape of the embedded JSON pages: each block reads both,
 * and gives the same props (the site renders a page the same from either source).
 */
describe('each block reads its Strapi field types as it reads the JSON pages', () => {
  it('phone box lines: `{ id, text }` components or plain strings', () => {
    const base = { heading: 'Linka', phone: '800 100 200' };
    const fromJson = phoneBoxContent.parse({ ...base, lines: ['Po–Pá 8–18 h', 'Volání je zdarma'] });
    const fromStrapi = phoneBoxContent.parse({
      ...base,
      lines: [
        { id: 1, text: 'Po–Pá 8–18 h' },
        { id: 2, text: 'Volání je zdarma' },
      ],
    });
    expect(fromStrapi).toEqual(fromJson);
    expect(fromJson.lines).toEqual(['Po–Pá 8–18 h', 'Volání je zdarma']);
  });

  it('product stickers: `{ id, sticker }` components; the price a decimal or its string', () => {
    const item = { heading: 'Cestovní pojištění', price: 29, sticker: 'tip' };
    const fromJson = productListContent.parse({ items: [{ ...item, stickers: ['new', 'tip'] }] });
    const fromStrapi = productListContent.parse({
      items: [
        {
          ...item,
          price: '29.00',
          stickers: [
            { id: 7, sticker: 'new' },
            { id: 8, sticker: 'tip' },
          ],
        },
      ],
    });
    expect(fromStrapi).toEqual(fromJson);
    expect(fromJson.items[0]?.stickers).toEqual(['tip', 'new']);
    expect(
      productListContent.safeParse({ items: [{ ...item, stickers: [{ sticker: 'old' }] }] }).success,
    ).toBe(false);
  });

  it('gallery tags: `{ id, text }` components, plain strings, or one comma-separated text', () => {
    const card = { heading: 'Článek', link: '/clanky/a', date: '2026-11-12' };
    const tags = (value: unknown) =>
      mediaGalleryContent.parse({ items: [{ ...card, tags: value }] }).items[0]?.tags;
    expect(
      tags([
        { id: 1, text: 'Auto' },
        { id: 2, text: ' Rady ' },
      ]),
    ).toEqual(['Auto', 'Rady']);
    expect(tags(['Auto', 'Rady'])).toEqual(['Auto', 'Rady']);
    expect(tags('Auto, Rady,')).toEqual(['Auto', 'Rady']);
    expect(tags(null)).toEqual([]);
  });

  it('notice window: Strapi’s datetime instants, or the plain dates of the JSON pages', () => {
    const notice = { content: 'Pobočky budou **24. 12.** zavřené.' };
    const fromJson = infoSectionContent.parse({
      ...notice,
      visibleFrom: '2026-12-01',
      visibleTo: '2026-12-24',
    });
    // What the seed stores for those dates: Prague's midnight at the start, and after the last day.
    const fromStrapi = infoSectionContent.parse({
      ...notice,
      content: richTextToBlocks(notice.content).blocks,
      visibleFrom: '2026-11-30T23:00:00.000Z',
      visibleTo: '2026-12-24T23:00:00.000Z',
    });
    expect(fromStrapi).toEqual(fromJson);
  });

  it('release notes id: Strapi’s string of digits reads as the JSON page’s number', () => {
    expect(releaseNotesContent.parse({ originalId: '12' })).toEqual(
      releaseNotesContent.parse({ originalId: 12 }),
    );
    expect(releaseNotesContent.safeParse({ originalId: '12/../x' }).success).toBe(false);
  });

  it('FAQ answers: Blocks JSON reads as the Markdown it came from', () => {
    const answer = 'Ano, **online** na [stránce pojištění](/pojisteni-vozidel).';
    const question = { question: 'Lze to sjednat online?' };
    expect(
      faqGridContent.parse({ items: [{ ...question, answer: richTextToBlocks(answer).blocks }] }),
    ).toEqual(faqGridContent.parse({ items: [{ ...question, answer }] }));
  });
});
