import { describe, expect, it } from 'vitest';
import { contentSectionBlocks } from '../src/blocks';
import { contentSectionStaticBlocks } from '../src/staticBlocks';

describe('contentSectionStaticBlocks', () => {
  it('is every block of blocks.ts that never hydrates (no island), the same definitions, and no other', () => {
    const staticTypes = contentSectionBlocks.filter((block) => !block.island);
    expect([...contentSectionStaticBlocks].sort((a, b) => a.type.localeCompare(b.type))).toEqual(
      staticTypes.sort((a, b) => a.type.localeCompare(b.type)),
    );
    for (const block of contentSectionStaticBlocks) expect(contentSectionBlocks).toContain(block);
  });
});
