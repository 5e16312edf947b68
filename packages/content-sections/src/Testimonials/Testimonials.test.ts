import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { testimonialsFixtures, testimonialsInvalidFixtures } from './fixtures';
import { testimonialsBlock } from './testimonialsBlock';

const html = (data: object) => renderBlockToHtml(testimonialsBlock, contentProps(testimonialsBlock, data));

describeBlockContract(testimonialsBlock, {
  valid: testimonialsFixtures,
  invalid: {
    noQuote: { data: testimonialsInvalidFixtures.noQuote, path: 'items.0.quote' },
    noName: { data: testimonialsInvalidFixtures.noName, path: 'items.0.name' },
    ratingTooHigh: { data: testimonialsInvalidFixtures.ratingTooHigh, path: 'items.0.rating' },
    ratingZero: { data: testimonialsInvalidFixtures.ratingZero, path: 'items.0.rating' },
  },
});

describe('Testimonials', () => {
  it('marks each quote up as a figure with blockquote and figcaption', () => {
    const page = html(testimonialsFixtures.full);
    expect(page.match(/<figure/g)).toHaveLength(3);
    expect(page.match(/<blockquote/g)).toHaveLength(3);
    expect(page).toMatch(/<figcaption[^>]*>.*Jana Nováková.*klientka od roku 2015, Praha/s);
  });

  it('names the rating for screen readers in Czech, and shows no stars without one', () => {
    const page = html(testimonialsFixtures.full);
    expect(page).toContain('aria-label="Hodnocení 5 z 5"');
    expect(page).toContain('aria-label="Hodnocení 4,5 z 5"');
    expect(page).toContain('width:90%');
    expect(html(testimonialsFixtures.minimal)).not.toContain('role="img"');
  });

  it('shows the photo with its size, decorative when the name says who it is', () => {
    const page = html(testimonialsFixtures.full);
    expect(page).toMatch(/<img[^>]*width="96"[^>]*height="96"[^>]*alt=""/);
    expect(html(testimonialsFixtures.minimal)).not.toContain('<img');
  });

  it("shows the author's initials, hidden beside the name, when there is no photo", () => {
    const page = html(testimonialsFixtures.minimal);
    expect(page).toMatch(/<span aria-hidden="true" data-avatar-initials=""[^>]*>TČ<\/span>/);
  });
});
