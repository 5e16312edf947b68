import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { numberedListFixtures, numberedListInvalidFixtures } from './fixtures';
import { numberedListBlock } from './numberedListBlock';
import type { NumberedListProps } from './numberedListContent';

const props = (data: object) => contentProps<NumberedListProps>(numberedListBlock, data);
const html = (data: object) => renderBlockToHtml(numberedListBlock, props(data));

describeBlockContract(numberedListBlock, {
  valid: numberedListFixtures,
  invalid: {
    noHeading: { data: numberedListInvalidFixtures.noHeading, path: 'items.0.heading' },
    detailNotText: { data: numberedListInvalidFixtures.detailNotText, path: 'items.0.detail' },
  },
});

describe('NumberedList', () => {
  it('numbers the steps in an ordered list, headings under the block heading', () => {
    const page = html(numberedListFixtures.full);
    expect(page.match(/<ol/g)).toHaveLength(1);
    expect(page.match(/<li class/g)).toHaveLength(3);
    expect(page).toMatch(/>1<\/span>.*>2<\/span>.*>3<\/span>/s);
    expect(page.match(/<h3/g)).toHaveLength(3);
    expect(html(numberedListFixtures.strapiNulls).match(/<h2/g)).toHaveLength(2);
  });

  it('offers the detail only for items that have one, named with the item', () => {
    const page = html(numberedListFixtures.full);
    expect(page.match(/<button/g)).toHaveLength(2);
    expect(page).toContain('aria-label="Zobrazit detail: Zajistěte místo nehody"');
    expect(page).toContain('>Zobrazit detail</button>');
    // The detail itself is in the modal, rendered when it opens.
    expect(page).not.toContain('záchrannou službu');
  });

  it('hydrates only when some item has a detail, and has an island loader', async () => {
    expect(numberedListBlock.island?.(props(numberedListFixtures.full))).toBe(true);
    expect(numberedListBlock.island?.(props(numberedListFixtures.minimal))).toBe(false);
    expect(numberedListBlock.island?.(props(numberedListFixtures.strapiNulls))).toBe(false);
    const loader = contentSectionIslands['blocks.numbered-list'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(numberedListBlock.component);
  });

  it('cleans the detail on the server: markdown becomes sanitised Blocks', () => {
    const detail = props(numberedListFixtures.full).items[1]?.detail;
    expect(detail?.kind).toBe('blocks');
    expect(JSON.stringify(detail)).toContain('{"type":"link","url":"/formulare"');
  });
});
