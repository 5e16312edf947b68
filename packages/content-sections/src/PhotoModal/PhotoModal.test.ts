import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { photoModalFixtures, photoModalInvalidFixtures } from './fixtures';
import { photoModalBlock } from './photoModalBlock';
import type { PhotoModalProps } from './photoModalContent';

const props = (data: object) => contentProps<PhotoModalProps>(photoModalBlock, data);
const html = (data: object) => renderBlockToHtml(photoModalBlock, props(data));

describeBlockContract(photoModalBlock, {
  valid: photoModalFixtures,
  invalid: {
    noImage: { data: photoModalInvalidFixtures.noImage, path: 'photos.0.image' },
    imageWithoutSize: { data: photoModalInvalidFixtures.imageWithoutSize, path: 'photos.0.image.width' },
    photosNotList: { data: photoModalInvalidFixtures.photosNotList, path: 'photos' },
  },
});

describe('PhotoModal', () => {
  it('shows each photo as a thumbnail button named by its caption, else by its alternative text', () => {
    const page = html(photoModalFixtures.full);
    expect(page.match(/<button/g)).toHaveLength(4);
    expect(page).toContain('aria-label="Zvětšit fotografii: Nová pobočka v Brně"');
    expect(page).toContain('aria-label="Zvětšit fotografii: Zelené kopce pod sluncem"');
    expect(page.match(/<figcaption/g)).toHaveLength(3);
    // The thumbnail itself is decorative inside its named button, and keeps its size.
    expect(page).toMatch(/<button[^>]*><img[^>]*width="800"[^>]*height="600"[^>]*alt=""/);
  });

  it('names photos with neither caption nor alternative text by their number', () => {
    const page = html(photoModalFixtures.strapiNulls);
    expect(page).toContain('aria-label="Zvětšit fotografii 1"');
    expect(page).toContain('aria-label="Zvětšit fotografii 2"');
    expect(page).not.toContain('<h2');
  });

  it('hydrates when it has photos, and has an island loader', async () => {
    expect(photoModalBlock.island?.(props(photoModalFixtures.full))).toBe(true);
    expect(photoModalBlock.island?.(props(photoModalFixtures.empty))).toBe(false);
    const loader = contentSectionIslands['blocks.photo-modal'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(photoModalBlock.component);
  });
});
