import { contentProps } from '@insurance-web/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoSite } from '../../../../.storybook/site';
import { describeBlockContract, renderBlockToHtml } from '../../../../test/blockContract';
import { branchIslands } from '../islands';
import { BranchContacts } from './BranchContacts';
import { branchContactsBlock } from './branchContactsBlock';
import { type BranchContactsProps, branchContactsContent } from './branchContactsContent';
import {
  type Branch,
  branchBrands,
  branchChoice,
  branchCities,
  branchFollowingChoice,
  pragueWeekday,
  selectedBranch,
} from './branches';
import { branchJsonLd } from './branchLinks';
import { demoBranches } from './fixtures';

const strahov = demoBranches[1];

describeBlockContract(branchContactsBlock, {
  valid: {
    full: { heading: 'Pobočky a kontakty', perex: 'Vyberte si pobočku.', branches: demoBranches },
    minimal: { branches: [strahov] },
  },
  invalid: {
    noBranch: { data: { branches: [] }, path: 'branches' },
    badTime: {
      data: {
        branches: [
          {
            ...strahov,
            apiData: { ...strahov?.apiData, openingSlots: [{ dow: 1, open: '8', close: '17:00' }] },
          },
        ],
      },
      path: 'branches.0.apiData.openingSlots.0.open',
    },
    saturday: {
      data: {
        branches: [
          {
            ...strahov,
            apiData: { ...strahov?.apiData, openingSlots: [{ dow: 6, open: '08:00', close: '12:00' }] },
          },
        ],
      },
      path: 'branches.0.apiData.openingSlots.0.dow',
    },
    twiceTheSameName: { data: { branches: [strahov, strahov] }, path: 'branches' },
  },
});

const branches = (): readonly Branch[] =>
  contentProps<BranchContactsProps>(branchContactsBlock, { branches: demoBranches }).branches;

describe('branches', () => {
  it('reads SPEC §3’s shape: slug, Strapi times as HH:MM, a missing rating as null', () => {
    const [first, , , , pribram] = branches();
    expect(first).toMatchObject({
      code: 'NH_CAR_PRAHA_CERNYMOST',
      name: 'Pobočka Praha Černý Most',
      slug: 'praha-cerny-most',
      city: 'Praha',
      latitude: 50.1073,
    });
    expect(first?.slots.slice(0, 2)).toEqual([
      { dow: 1, open: '08:00', close: '12:00' },
      { dow: 1, open: '13:00', close: '18:00' },
    ]);
    expect(pribram).toMatchObject({ slug: 'pribram', rating: null, addons: [], people: [] });
  });

  it('picks the branch of `pobocka`, else the first; the value is read as a slug', () => {
    expect(selectedBranch(branches(), 'praha-strahov')?.name).toBe('Pobočka Praha Strahov');
    expect(selectedBranch(branches(), 'Praha-Cerny-Most')?.name).toBe('Pobočka Praha Černý Most');
    expect(selectedBranch(branches(), 'Pobočka Příbram')?.name).toBe('Pobočka Příbram');
    expect(selectedBranch(branches(), null)?.name).toBe('Pobočka Praha Černý Most');
    expect(selectedBranch(branches(), 'nikde')?.name).toBe('Pobočka Praha Černý Most');
  });

  it('tells today in Prague, whatever the machine’s zone', () => {
    expect(pragueWeekday(new Date('2026-11-23T22:59:00Z'))).toBe(1); // Monday 23:59 in Prague
    expect(pragueWeekday(new Date('2026-11-23T23:00:00Z'))).toBe(2); // already Tuesday there
    expect(pragueWeekday(new Date('2026-07-05T21:59:00Z'))).toBe(7); // summer time: Sunday 23:59
  });

  it('city and brand: a prompt until both, then exactly the branches of that city serving that brand', () => {
    const all = branches();
    expect(branchChoice(all, 'Praha', '')).toEqual({ status: 'prompt' });
    expect(branchChoice(all, 'Brno', 'Škoda')).toEqual({ status: 'none' });
    const found = branchChoice(all, 'Praha', 'Škoda');
    expect(found.status === 'found' ? found.branches.map((branch) => branch.slug) : found).toEqual([
      'praha-cerny-most',
      'praha-modrany',
    ]);
    const cities = ['Praha', 'Brno', 'Příbram', 'Ostrava'];
    const brands = ['Škoda', 'Kia', 'Audi', 'Seat', 'Tesla'];
    fc.assert(
      fc.property(fc.constantFrom(...cities), fc.constantFrom(...brands), (city, brand) => {
        const choice = branchChoice(all, city, brand);
        const expected = all.filter((branch) => branch.city === city && branch.brands.includes(brand));
        if (expected.length === 0) expect(choice).toEqual({ status: 'none' });
        else expect(choice).toEqual({ status: 'found', branches: expected });
      }),
    );
  });

  it('the detail follows the choice: the first listed branch when the shown one is not listed (issue 24)', () => {
    const all = branches();
    const [cernyMost, strahovBranch, modrany] = all as [Branch, Branch, Branch];
    const audi = branchChoice(all, 'Praha', 'Audi');
    expect(branchFollowingChoice(audi, cernyMost)?.slug).toBe('praha-strahov');
    expect(branchFollowingChoice(audi, undefined)?.slug).toBe('praha-strahov');
    expect(branchFollowingChoice(audi, strahovBranch)).toBeUndefined();
    expect(branchFollowingChoice(branchChoice(all, 'Praha', 'Škoda'), modrany)).toBeUndefined();
    expect(branchFollowingChoice(branchChoice(all, 'Praha', ''), cernyMost)).toBeUndefined();
    expect(branchFollowingChoice(branchChoice(all, 'Brno', 'Škoda'), cernyMost)).toBeUndefined();
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom(...all), (shown, anyBranch) => {
        const choice = branchChoice(all, anyBranch.city, anyBranch.brands[0] ?? '');
        const follow = branchFollowingChoice(choice, shown);
        const shownNow = follow ?? shown;
        // Whatever was shown, what is shown after a choice that lists branches is one of them.
        if (choice.status === 'found') expect(choice.branches).toContain(shownNow);
        else expect(follow).toBeUndefined();
      }),
    );
  });

  it('describes each branch as schema.org AutomotiveBusiness, with its own address on the page', () => {
    const [first] = branches();
    expect(branchJsonLd(first as Branch, 'https://www.example.cz/pobocky?pobocka=x#mapa')).toMatchObject({
      '@type': 'AutomotiveBusiness',
      name: 'Pobočka Praha Černý Most',
      '@id': 'https://www.example.cz/pobocky#pobocka-praha-cerny-most',
      url: 'https://www.example.cz/pobocky',
      address: { streetAddress: 'Chlumecká 765/6', addressLocality: 'Praha', postalCode: '198 00' },
      geo: { latitude: 50.1073, longitude: 14.5772 },
      telephone: '+420 800 100 201',
    });
    expect(
      branchJsonLd(first as Branch, 'https://www.example.cz/pobocky').openingHoursSpecification,
    ).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:00',
      closes: '12:00',
    });
  });
});

describe('what the content may get wrong', () => {
  const parse = (branch: object) => branchContactsContent.safeParse({ branches: [branch] });

  it('reads the brands as Strapi sends them (`{ id, text }` items) as the plain names of the JSON pages', () => {
    const fromStrapi = parse({
      ...strahov,
      brands: [{ id: 1, text: 'Škoda' }, { id: 2, text: ' ' }, 'Audi'],
    });
    expect(fromStrapi.success && fromStrapi.data.branches[0]?.brands).toEqual(['Škoda', 'Audi']);
  });

  it('reads the details as the CMS stores them (`branchData`: its admin form drops `apiData`) as SPEC’s `apiData`', () => {
    const { apiData, ...rest } = strahov as NonNullable<typeof strahov>;
    const fromCms = parse({ ...rest, branchData: apiData });
    const fromApi = parse(strahov as object);
    expect(fromCms.success && fromCms.data).toEqual(fromApi.success && fromApi.data);
    // Its issues are on the CMS's field, where the admin shows them.
    const broken = parse({
      ...rest,
      branchData: { ...apiData, address: { ...apiData.address, street: ' ' } },
    });
    expect(broken.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'branches.0.branchData.address.street',
    ]);
  });

  it('refuses a branch without its details, in Czech, on the CMS’s field', () => {
    const { apiData: _, ...rest } = strahov as NonNullable<typeof strahov>;
    const result = parse(rest);
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['branches.0.branchData', 'Vyplňte údaje pobočky: název, adresu a otevírací dobu.'],
    ]);
  });

  it('shows an add-on icon it does not draw as a general one, keeping the branch', () => {
    const result = parse({ ...strahov, branchAddons: [{ icon: 'sauna', tooltip: 'Sauna' }] });
    expect(result.success && result.data.branches[0]?.addons).toEqual([{ icon: 'other', tooltip: 'Sauna' }]);
  });

  it('orders a day’s slots by their start, and refuses one that ends before it starts', () => {
    const slots = [
      { dow: 1, open: '13:00', close: '17:00' },
      { dow: 1, open: '08:00', close: '12:00' },
    ];
    const result = parse({ ...strahov, apiData: { ...strahov?.apiData, openingSlots: slots } });
    expect(result.success && result.data.branches[0]?.slots.map((slot) => slot.open)).toEqual([
      '08:00',
      '13:00',
    ]);
    const backwards = parse({
      ...strahov,
      apiData: { ...strahov?.apiData, openingSlots: [{ dow: 1, open: '17:00', close: '08:00' }] },
    });
    expect(backwards.success).toBe(false);
  });

  it('reports two broken branches as broken, not as two of the same name', () => {
    const broken = {
      ...strahov,
      apiData: { ...strahov?.apiData, address: { ...strahov?.apiData.address, street: '' } },
    };
    const result = branchContactsContent.safeParse({ branches: [broken, { ...broken, code: 'X' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).not.toContain(
      'Dvě pobočky mají stejný název: adresa ?pobocka= by je nerozlišila.',
    );
  });
});

describe('branches.contacts on the server', () => {
  const html = (url = 'https://www.example.cz/pobocky?pobocka=praha-strahov') =>
    renderBlockToHtml(branchContactsBlock, contentProps(branchContactsBlock, { branches: demoBranches }), {
      ...demoSiteAt(url),
    });

  it('renders the branch of the address, today’s weekday for hydration, and every branch’s JSON-LD', () => {
    const page = html();
    expect(page).toMatch(/<section id="[^"]+" data-weekday="3"/);
    expect(page).toMatch(/<h3[^>]*>Pobočka Praha Strahov<\/h3>/);
    const json = page.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    const data = JSON.parse(json) as { name: string }[];
    expect(data.map((entry) => entry.name)).toEqual([
      'Pobočka Praha Černý Most',
      'Pobočka Praha Strahov',
      'Pobočka Praha Modřany',
      'Pobočka Brno Vinohrady',
      'Pobočka Příbram',
    ]);
  });

  it('on a public holiday (Štědrý den, a Thursday), marks the day and says today’s row is closed', () => {
    const page = renderBlockToHtml(
      branchContactsBlock,
      contentProps(branchContactsBlock, { branches: demoBranches }),
      { ...demoSite, now: '2026-12-24T09:00:00.000Z' },
    );
    expect(page).toMatch(/<section id="[^"]+" data-weekday="4" data-holiday=""/);
    expect(page).toMatch(
      /aria-current="date"[^>]*><th[^>]*>Čtvrtek<span[^>]*> \(<!-- -->dnes<!-- -->\)<\/span><\/th><td[^>]*>Zavřeno \(svátek\)<\/td>/,
    );
    // An ordinary Thursday has its hours, and no holiday mark.
    const thursday = renderBlockToHtml(
      branchContactsBlock,
      contentProps(branchContactsBlock, { branches: demoBranches }),
      { ...demoSite, now: '2026-12-17T09:00:00.000Z' },
    );
    expect(thursday).not.toContain('data-holiday');
    expect(thursday).not.toContain('svátek');
  });

  it('always hydrates, from its own island loader', async () => {
    expect(branchContactsBlock.island?.(contentProps(branchContactsBlock, { branches: demoBranches }))).toBe(
      true,
    );
    expect(await branchIslands['branches.contacts']?.()).toBe(BranchContacts);
  });
});

function demoSiteAt(url: string) {
  return { ...demoSite, url };
}

describe('the city and brand choice, in Czech alphabetical order', () => {
  const [first] = branches();
  const at = (city: string, brands: string[]): Branch => ({ ...(first as Branch), city, brands });
  const mixed = [
    at('Praha', ['Škoda', 'Seat']),
    at('Chomutov', ['Audi', 'Škoda']),
    at('Čáslav', ['Citroën', 'Cupra']),
    at('Hradec Králové', ['Seat']),
    at('Brno', ['Kia']),
  ];

  it('lists each city once, Č after C and Ch after H', () => {
    expect(branchCities(mixed)).toEqual(['Brno', 'Čáslav', 'Hradec Králové', 'Chomutov', 'Praha']);
  });

  it('lists each make once, Š after S', () => {
    expect(branchBrands(mixed)).toEqual(['Audi', 'Citroën', 'Cupra', 'Kia', 'Seat', 'Škoda']);
  });
});
