import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { releaseNotesFixtures, releaseNotesInvalidFixtures } from './fixtures';
import { releaseNotesBlock } from './releaseNotesBlock';
import type { ReleaseNotesProps } from './releaseNotesContent';

const props = (data: object) => contentProps<ReleaseNotesProps>(releaseNotesBlock, data);

describeBlockContract(releaseNotesBlock, {
  valid: releaseNotesFixtures,
  invalid: {
    noId: { data: releaseNotesInvalidFixtures.noId, path: 'originalId' },
    idWithSlash: { data: releaseNotesInvalidFixtures.idWithSlash, path: 'originalId' },
    negativeId: { data: releaseNotesInvalidFixtures.negativeId, path: 'originalId' },
    perPageZero: { data: releaseNotesInvalidFixtures.perPageZero, path: 'perPage' },
    perPageFraction: { data: releaseNotesInvalidFixtures.perPageFraction, path: 'perPage' },
  },
});

describe('ReleaseNotes', () => {
  it('reads the id as text and defaults perPage to 10', () => {
    expect(props(releaseNotesFixtures.full)).toMatchObject({ originalId: '1', perPage: 2 });
    expect(props(releaseNotesFixtures.strapiNulls)).toEqual({
      originalId: '2',
      perPage: 10,
      heading: '',
      perex: '',
    });
  });

  it('renders the loading state on the server: busy, announced, placeholders for perPage notes', () => {
    const html = renderBlockToHtml(releaseNotesBlock, props(releaseNotesFixtures.full));
    expect(html).toContain('Novinky v mobilní aplikaci</h2>');
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/role="status"[^>]*>Načítáme novinky…/);
    expect(html.match(/animate-pulse rounded-field bg-surface-muted/g)).toHaveLength(2 * 4);
    // Nothing is fetched or shown as if loaded.
    expect(html).not.toContain('Načíst další');
  });

  it('holds the heading’s line while the collection’s own title is on its way', () => {
    const html = renderBlockToHtml(releaseNotesBlock, props(releaseNotesFixtures.minimal));
    expect(html).toMatch(/<h2[^>]*><span class="sr-only">Novinky<\/span>/);
    // At most four placeholders, whatever perPage says.
    expect(html.match(/<li class="flex h-40/g)).toHaveLength(4);
  });

  it('always hydrates, and has an island loader', async () => {
    expect(releaseNotesBlock.island?.(props(releaseNotesFixtures.minimal))).toBe(true);
    const loader = contentSectionIslands['blocks.release-notes'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(releaseNotesBlock.component);
  });
});
