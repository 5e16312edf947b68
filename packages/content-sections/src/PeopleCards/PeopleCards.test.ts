import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { peopleCardsFixtures, peopleCardsInvalidFixtures } from './fixtures';
import { peopleCardsBlock } from './peopleCardsBlock';
import type { PeopleCardsProps } from './peopleCardsContent';

const props = (data: object) => contentProps<PeopleCardsProps>(peopleCardsBlock, data);
const html = (data: object) => renderBlockToHtml(peopleCardsBlock, props(data));

describeBlockContract(peopleCardsBlock, {
  valid: peopleCardsFixtures,
  invalid: {
    noName: { data: peopleCardsInvalidFixtures.noName, path: 'people.0.name' },
    badEmail: { data: peopleCardsInvalidFixtures.badEmail, path: 'people.0.email' },
    scriptVideo: { data: peopleCardsInvalidFixtures.scriptVideo, path: 'people.0.videoUrl' },
    photoWithoutSize: { data: peopleCardsInvalidFixtures.photoWithoutSize, path: 'people.0.photo.width' },
  },
});

describe('PeopleCards', () => {
  it('shows each person with a mailto link, headings under the block heading', () => {
    const page = html(peopleCardsFixtures.full);
    expect(page).toContain('<h2');
    expect(page.match(/<h3/g)).toHaveLength(3);
    expect(page).toContain('href="mailto:jana.novakova@horizont.example"');
    expect(page).toContain('likvidátorka pojistných událostí');
    expect(page).toMatch(/<img[^>]*width="160"[^>]*height="160"[^>]*alt=""/);
  });

  it('shows the initials of a person without a photo, hidden beside the name', () => {
    const [first, ...rest] = contentProps<PeopleCardsProps>(
      peopleCardsBlock,
      peopleCardsFixtures.full,
    ).people;
    const page = renderBlockToHtml(peopleCardsBlock, {
      people: [{ ...first, name: 'Šárka Čermáková', photo: null }, ...rest],
    });
    expect(page).toMatch(/<span aria-hidden="true" data-avatar-initials=""[^>]*>ŠČ<\/span>/);
  });

  it('names the video buttons by the person, only for people with a video', () => {
    const page = html(peopleCardsFixtures.full);
    expect(page.match(/<button/g)).toHaveLength(2);
    expect(page).toContain('aria-label="Přehrát video: Jana Nováková"');
    expect(page).not.toContain('aria-label="Přehrát video: Marie Dvořáková"');
  });

  it('makes person names h2 without a block heading, and keeps no empty video', () => {
    const page = html(peopleCardsFixtures.strapiNulls);
    expect(page.match(/<h2/g)).toHaveLength(2);
    expect(props(peopleCardsFixtures.strapiNulls).people[1]?.videoUrl).toBeNull();
  });

  it('hydrates only when someone has a video, and has an island loader', async () => {
    expect(peopleCardsBlock.island?.(props(peopleCardsFixtures.full))).toBe(true);
    expect(peopleCardsBlock.island?.(props(peopleCardsFixtures.minimal))).toBe(false);
    expect(peopleCardsBlock.island?.(props(peopleCardsFixtures.strapiNulls))).toBe(false);
    expect(html(peopleCardsFixtures.minimal)).not.toContain('<button');
    const loader = contentSectionIslands['blocks.people-cards'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(peopleCardsBlock.component);
  });
});
