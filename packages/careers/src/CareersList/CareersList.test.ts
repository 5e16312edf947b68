import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { careersIslands } from '../islands';
import { CareersList } from './CareersList';
import { careersListBlock } from './careersListBlock';
import { positionHref } from './positionUrl';

describeBlockContract(careersListBlock, {
  valid: {
    minimal: {},
    full: {
      heading: 'Přidejte se k nám',
      perex: 'Hledáme kolegy do pojišťovny i autocenter.',
      positionUrl: 'https://kariera.example.cz/pozice/{positionId}',
    },
    nulls: { heading: null, perex: null, positionUrl: null },
  },
  invalid: {
    urlWithoutId: { data: { positionUrl: '/kariera' }, path: 'positionUrl' },
    unsafeUrl: { data: { positionUrl: 'javascript:alert({positionId})' }, path: 'positionUrl' },
    headingNotText: { data: { heading: 3 }, path: 'heading' },
  },
});

describe('careers.list', () => {
  const html = (data: object) => renderBlockToHtml(careersListBlock, contentProps(careersListBlock, data));

  it('renders its heading and the loading state on the server: the positions are the browser’s', () => {
    const page = html({});
    expect(page).toContain('Volné pozice');
    expect(page).toMatch(/role="status"[^>]*>Načítáme volné pozice…/);
    expect(page).not.toContain('<article');
  });

  it('takes the editor’s texts; a position opens on this site unless told otherwise', () => {
    expect(contentProps(careersListBlock, {})).toMatchObject({ positionUrl: '/kariera/{positionId}' });
    const page = html({ heading: 'Přidejte se k nám', perex: 'Hledáme kolegy.' });
    expect(page).toContain('Přidejte se k nám');
    expect(page).toContain('Hledáme kolegy.');
  });

  it('puts the id into the detail address, escaped', () => {
    expect(positionHref('/kariera/{positionId}', '101')).toBe('/kariera/101');
    expect(positionHref('https://x.cz/p/{positionId}?id={positionId}', 'a b')).toBe(
      'https://x.cz/p/a%20b?id=a%20b',
    );
  });

  it('always hydrates, from its own island loader', async () => {
    expect(careersListBlock.island?.(contentProps(careersListBlock, {}))).toBe(true);
    expect(await careersIslands['careers.list']?.()).toBe(CareersList);
  });
});
