import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { demoBranches } from '../BranchContacts/fixtures';
import { byCity } from './byCity';
import { dealersBlock, serviceCentresBlock } from './cardBlocks';
import type { ServiceCentresProps } from './serviceCentresContent';

const strahov = demoBranches[1] as NonNullable<(typeof demoBranches)[1]>;
const pribram = demoBranches[4] as NonNullable<(typeof demoBranches)[4]>;

describeBlockContract(serviceCentresBlock, {
  valid: {
    full: { heading: 'Servisy', perex: 'Kde vám auto opravíme.', branches: demoBranches },
    minimal: { branches: [strahov] },
  },
  invalid: {
    none: { data: { branches: [] }, path: 'branches' },
    noServiceDesk: { data: { branches: [{ ...strahov, departments: [] }] }, path: 'branches' },
    noPosition: {
      data: {
        branches: [
          {
            ...strahov,
            apiData: { ...strahov.apiData, address: { ...strahov.apiData.address, gpsLatitude: null } },
          },
        ],
      },
      path: 'branches.0.apiData.address.gpsLatitude',
    },
  },
});

describeBlockContract(dealersBlock, {
  valid: {
    full: { heading: 'Prodejci', logoPath: '/logos/znacky/', branches: demoBranches },
    minimal: { branches: [strahov] },
  },
  invalid: {
    noCarSales: { data: { branches: [pribram] }, path: 'branches' },
    logoElsewhere: {
      data: { logoPath: 'https://cdn.example/logos', branches: demoBranches },
      path: 'logoPath',
    },
  },
});

const centres = (branches: readonly object[] = demoBranches) =>
  contentProps<Required<ServiceCentresProps>>(serviceCentresBlock, { branches }).centres;

describe('the cards', () => {
  it('are the branches’ departments: the branch’s address and position, the department’s own line', () => {
    expect(centres()[0]).toEqual({
      name: 'Servis Praha Černý Most',
      street: 'Chlumecká 765/6',
      zip: '198 00',
      city: 'Praha',
      email: 'servis.cernymost@horizont-auto.example',
      phone: '800 100 301',
      latitude: 50.1073,
      longitude: 14.5772,
    });
    const { dealers } = contentProps(dealersBlock, { branches: demoBranches }) as {
      dealers: { name: string; street: string; phone: string; brands: string[] }[];
    };
    expect(dealers.map((dealer) => dealer.name)).toEqual([
      'Prodej vozů Praha Černý Most',
      'Prodej vozů Praha Strahov',
      'Prodej vozů Praha Modřany',
      'Prodej vozů Brno Vinohrady',
    ]);
    // The marks are the makes the branch serves, those the site has a mark for.
    expect(dealers[3]).toMatchObject({
      street: 'Žarošická 13',
      phone: '800 100 404',
      brands: ['fiat', 'fiat-professional', 'kia'],
    });
  });

  it('groups by city in the order the content first names it', () => {
    expect(byCity(centres()).map(([city, group]) => [city, group.length])).toEqual([
      ['Praha', 3],
      ['Brno', 1],
      ['Příbram', 1],
    ]);
  });

  it('lays all cards out in one grid, so that no city of one card leaves a row with a single card', () => {
    const grids = (html: string) =>
      [...html.matchAll(/<ul class="(grid[^"]*)"/g)].map(([, name]) => name ?? '');
    const all = renderBlockToHtml(
      serviceCentresBlock,
      contentProps(serviceCentresBlock, { branches: demoBranches }),
    );
    // Five centres in three cities: one grid of three columns (a row of three, then two).
    expect(grids(all)).toEqual(['grid tablet:grid-cols-2 desktop:grid-cols-3 gap-4']);
    // In the order of their cities, each card naming its city.
    expect([...all.matchAll(/<hgroup[^>]*><p[^>]*>([^<]+)<\/p>/g)].map(([, city]) => city)).toEqual([
      'Praha',
      'Praha',
      'Praha',
      'Brno',
      'Příbram',
    ]);
    const two = renderBlockToHtml(
      serviceCentresBlock,
      contentProps(serviceCentresBlock, { branches: demoBranches.slice(0, 2) }),
    );
    expect(grids(two)).toEqual(['grid tablet:grid-cols-2 gap-4']);
    // Dealers' fuller cards: at most two a row.
    const dealers = renderBlockToHtml(dealersBlock, contentProps(dealersBlock, { branches: demoBranches }));
    expect(new Set(grids(dealers).filter((name) => name.includes('gap-4')))).toEqual(
      new Set(['grid tablet:grid-cols-2 gap-4']),
    );
  });

  it('service centres: address, tel: with +420, e-mail and a route, as server markup', () => {
    const html = renderBlockToHtml(
      serviceCentresBlock,
      contentProps(serviceCentresBlock, { branches: demoBranches }),
    );
    expect(html).toContain('Servisní centra');
    expect(html).toContain('href="tel:+420800100301"');
    expect(html).toContain('href="mailto:servis.cernymost@horizont-auto.example"');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=50.1073,14.5772"');
    expect(serviceCentresBlock.island).toBeUndefined();
  });

  it('dealers: service tags with buy-in for any make, and the makes’ marks from the configured path', () => {
    const html = renderBlockToHtml(
      dealersBlock,
      contentProps(dealersBlock, { logoPath: '/znacky/', branches: demoBranches }),
    );
    expect(html).toContain('src="/znacky/volkswagen-uzitkove.svg" alt="Volkswagen Užitkové vozy"');
    expect(html.match(/Výkup vozů všech značek/g)).toHaveLength(4);
    expect(dealersBlock.island).toBeUndefined();
  });
});
