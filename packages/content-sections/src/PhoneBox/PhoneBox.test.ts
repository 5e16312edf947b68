import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentProps } from '../registry/registry';
import { phoneBoxFixtures, phoneBoxInvalidFixtures } from './fixtures';
import { phoneBoxBlock } from './phoneBoxBlock';

describeBlockContract(phoneBoxBlock, {
  valid: phoneBoxFixtures,
  invalid: { noPhone: { data: phoneBoxInvalidFixtures.noPhone, path: 'phone' } },
});

describe('PhoneBox', () => {
  it('dials the number with the +420 prefix, and keeps a Slovak +421 number', () => {
    expect(renderBlockToHtml(phoneBoxBlock, contentProps(phoneBoxBlock, phoneBoxFixtures.full))).toContain(
      'href="tel:+420800100200"',
    );
    expect(
      renderBlockToHtml(phoneBoxBlock, contentProps(phoneBoxBlock, phoneBoxFixtures.slovakNumber)),
    ).toContain('href="tel:+421212345678"');
  });

  it('shows the extra lines, without empty ones', () => {
    const props = contentProps<{ lines: string[] }>(phoneBoxBlock, {
      ...phoneBoxFixtures.full,
      lines: ['Po–Pá 8–18 h', '  ', ''],
    });
    expect(props.lines).toEqual(['Po–Pá 8–18 h']);
  });

  it('shows only the heading and the number when Strapi sends nulls', () => {
    const html = renderBlockToHtml(phoneBoxBlock, contentProps(phoneBoxBlock, phoneBoxFixtures.strapiNulls));
    expect(html).toContain('Zavolejte nám');
    expect(html).toContain('href="tel:+420800100200"');
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('<p');
  });

  it('lets very long Czech text wrap inside the card', () => {
    const html = renderBlockToHtml(phoneBoxBlock, contentProps(phoneBoxBlock, phoneBoxFixtures.longText));
    expect(html).toContain('[overflow-wrap:anywhere]');
    expect(html.match(/<li>/g)).toHaveLength(3);
  });
});
