import { contentProps } from '@insurance-web/ui';
import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { dealersBlock, serviceCentresBlock } from './cardBlocks';
import { demoDealers, demoServiceCentres } from './fixtures';
import { byCity } from './serviceCentresContent';

describeBlockContract(serviceCentresBlock, {
  valid: {
    full: { heading: 'Servisy', perex: 'Kde vám auto opravíme.', centres: demoServiceCentres },
    minimal: { centres: demoServiceCentres.slice(0, 1) },
  },
  invalid: {
    none: { data: { centres: [] }, path: 'centres' },
    noPosition: {
      data: { centres: [{ ...demoServiceCentres[0], latitude: null }] },
      path: 'centres.0.latitude',
    },
  },
});

describeBlockContract(dealersBlock, {
  valid: {
    full: { heading: 'Prodejci', logoPath: '/logos/znacky/', dealers: demoDealers },
    minimal: { dealers: demoDealers.slice(0, 1) },
  },
  invalid: {
    unknownMake: {
      data: { dealers: [{ ...demoDealers[0], brands: ['tesla'] }] },
      path: 'dealers.0.brands.0',
    },
    logoElsewhere: {
      data: { logoPath: 'https://cdn.example/logos', dealers: demoDealers },
      path: 'logoPath',
    },
  },
});

describe('the cards', () => {
  it('groups by city in the order the content first names it', () => {
    expect(byCity(demoServiceCentres).map(([city, group]) => [city, group.length])).toEqual([
      ['Praha', 3],
      ['Brno', 1],
      ['Příbram', 1],
    ]);
  });

  it('lays every city out in the columns its largest city needs, so one or two cards fill the row', () => {
    const grids = (html: string) =>
      [...html.matchAll(/<ul class="(grid[^"]*)"/g)].map(([, name]) => name ?? '');
    const all = renderBlockToHtml(
      serviceCentresBlock,
      contentProps(serviceCentresBlock, { centres: demoServiceCentres }),
    );
    // Praha has three: every city (Brno and Příbram have one) takes three columns, the cards line up.
    expect(grids(all)).toEqual(Array(3).fill('grid tablet:grid-cols-2 desktop:grid-cols-3 gap-4'));
    const two = renderBlockToHtml(
      serviceCentresBlock,
      contentProps(serviceCentresBlock, { centres: demoServiceCentres.slice(0, 2) }),
    );
    expect(grids(two)).toEqual(['grid tablet:grid-cols-2 gap-4']);
    // Dealers' fuller cards: at most two a row.
    const dealers = renderBlockToHtml(dealersBlock, contentProps(dealersBlock, { dealers: demoDealers }));
    expect(new Set(grids(dealers).filter((name) => name.includes('gap-4')))).toEqual(
      new Set(['grid tablet:grid-cols-2 gap-4']),
    );
  });

  it('service centres: address, tel: with +420, e-mail and a route, as server markup', () => {
    const html = renderBlockToHtml(
      serviceCentresBlock,
      contentProps(serviceCentresBlock, { centres: demoServiceCentres }),
    );
    expect(html).toContain('Servisní centra');
    expect(html).toContain('href="tel:+420800100301"');
    expect(html).toContain('href="mailto:servis.cernymost@horizont-auto.example"');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=50.1073,14.5772"');
    expect(serviceCentresBlock.island).toBeUndefined();
  });

  it('dealers: services and makes as Strapi sends them (`{ id, text }`, `{ id, brand }`) read as the JSON pages’', () => {
    const [dealer] = demoDealers;
    const strapiDealer = {
      ...dealer,
      services: dealer?.services.map((text, id) => ({ id, text })),
      brands: dealer?.brands.map((brand, id) => ({ id, brand })),
    };
    expect(contentProps(dealersBlock, { dealers: [strapiDealer] })).toEqual(
      contentProps(dealersBlock, { dealers: [dealer] }),
    );
    expect(
      dealersBlock.content.safeParse({ dealers: [{ ...dealer, brands: [{ brand: 'tesla' }] }] }).success,
    ).toBe(false);
  });

  it('dealers: service tags with buy-in for any make, and the makes’ marks from the configured path', () => {
    const html = renderBlockToHtml(
      dealersBlock,
      contentProps(dealersBlock, { logoPath: '/znacky/', dealers: demoDealers }),
    );
    expect(html).toContain('src="/znacky/volkswagen-uzitkove.svg" alt="Volkswagen Užitkové vozy"');
    expect(html.match(/Výkup vozů všech značek/g)).toHaveLength(4);
    expect(dealersBlock.island).toBeUndefined();
  });
});
