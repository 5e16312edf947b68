import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { timelineFixtures, timelineInvalidFixtures } from './fixtures';
import { timelineBlock } from './timelineBlock';

describeBlockContract(timelineBlock, {
  valid: timelineFixtures,
  invalid: {
    noItems: { data: timelineInvalidFixtures.noItems, path: 'items' },
    missingItems: { data: timelineInvalidFixtures.missingItems, path: 'items' },
    noDate: { data: timelineInvalidFixtures.noDate, path: 'items.0.date' },
  },
});

const html = (data: object) => renderBlockToHtml(timelineBlock, contentProps(timelineBlock, data));

describe('Timeline', () => {
  it('is an ordered list of milestones, in the order the editor gave', () => {
    const out = html(timelineFixtures.full);
    expect(out).toContain('<ol');
    expect(out.match(/<li/g)).toHaveLength(4);
    expect(out.indexOf('Založení pojišťovny')).toBeLessThan(out.indexOf('Nová mobilní aplikace'));
  });

  it('marks a bare year as a time, and shows other labels as written', () => {
    const out = html(timelineFixtures.full);
    expect(out).toContain('<time dateTime="1995">1995</time>');
    expect(out).toContain('>březen 2020</p>');
  });

  it('renders the text in each CMS shape, and nothing for an empty one', () => {
    const out = html(timelineFixtures.full);
    expect(out).toContain('<strong>třemi zaměstnanci</strong>');
    expect(out).toContain('<a href="/pobocky">Seznam poboček</a>');
    expect(out).toContain('<p>Škody a asistenci přijímáme ve dne i v noci.</p>');
    expect(html(timelineFixtures.strapiNulls)).not.toContain('flex flex-col gap-4 text-ink');
  });

  it('puts milestone headings under the block heading, or at h2 without one', () => {
    expect(html(timelineFixtures.full)).toMatch(/<h3[^>]*>Založení pojišťovny<\/h3>/);
    expect(html(timelineFixtures.minimal)).toMatch(/<h2[^>]*>Založení pojišťovny<\/h2>/);
  });
});
