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
  branchAlternatives,
  branchBrands,
  branchChoice,
  branchCities,
  branchFollowingChoice,
  branchPlace,
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
            busyHours: [],
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
            busyHours: [],
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

  it('city and make: a prompt until either is chosen; then the city’s, the make’s, or both’s branches', () => {
    const all = branches();
    const slugs = (choice: ReturnType<typeof branchChoice>) =>
      choice.status === 'found' ? choice.branches.map((branch) => branch.slug) : choice.status;
    expect(branchChoice(all, '', '')).toEqual({ status: 'prompt' });
    // A city alone narrows the list.
    expect(slugs(branchChoice(all, 'Praha', ''))).toEqual([
      'praha-cerny-most',
      'praha-strahov',
      'praha-modrany',
    ]);
    expect(slugs(branchChoice(all, 'Brno', ''))).toEqual(['brno-vinohrady']);
    // So does a make alone, wherever it is served.
    expect(slugs(branchChoice(all, '', 'Škoda'))).toEqual(['praha-cerny-most', 'praha-modrany', 'pribram']);
    expect(slugs(branchChoice(all, 'Praha', 'Škoda'))).toEqual(['praha-cerny-most', 'praha-modrany']);
    expect(branchChoice(all, 'Brno', 'Audi')).toEqual({ status: 'none' });
  });

  /** Any directory: branches in a few cities serving a few makes, each with a name of its own. */
  const directories = fc
    .uniqueArray(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 8 }),
        city: fc.constantFrom('Praha', 'Brno', 'Příbram', 'Ostrava'),
        brands: fc.uniqueArray(fc.constantFrom('Škoda', 'Kia', 'Audi', 'Seat', 'Fiat'), { maxLength: 4 }),
      }),
      { selector: (branch) => branch.name, maxLength: 8 },
    )
    .map((entries) =>
      entries.map((entry): Branch => ({ ...(branches()[0] as Branch), ...entry, slug: entry.name })),
    );
  const anyCity = fc.constantFrom('', 'Praha', 'Brno', 'Příbram', 'Ostrava', 'Plzeň');
  const anyBrand = fc.constantFrom('', 'Škoda', 'Kia', 'Audi', 'Seat', 'Fiat', 'Tesla');

  it('the choice lists exactly the branches that match each part chosen, in the directory’s order', () => {
    fc.assert(
      fc.property(directories, anyCity, anyBrand, (directory, city, brand) => {
        const choice = branchChoice(directory, city, brand);
        const expected = directory.filter(
          (branch) =>
            (city === '' || branch.city === city) && (brand === '' || branch.brands.includes(brand)),
        );
        if (!city && !brand) expect(choice).toEqual({ status: 'prompt' });
        else if (expected.length === 0) expect(choice).toEqual({ status: 'none' });
        else expect(choice).toEqual({ status: 'found', branches: expected });
      }),
    );
  });

  it('choosing more never lists more: city and make together list no branch that either alone leaves out', () => {
    const listed = (choice: ReturnType<typeof branchChoice>) =>
      choice.status === 'found' ? choice.branches : [];
    fc.assert(
      fc.property(directories, anyCity, anyBrand, (directory, city, brand) => {
        const both = listed(branchChoice(directory, city, brand));
        for (const branch of both) {
          if (city) expect(listed(branchChoice(directory, city, ''))).toContain(branch);
          if (brand) expect(listed(branchChoice(directory, '', brand))).toContain(branch);
        }
      }),
    );
  });

  it('a city of the directory alone always lists its branches; nothing found happens only with both chosen', () => {
    fc.assert(
      fc.property(directories, anyCity, anyBrand, (directory, city, brand) => {
        const status = branchChoice(directory, city, brand).status;
        if (directory.some((branch) => branch.city === city) && !brand) expect(status).toBe('found');
        if (status === 'none' && directory.length > 0 && branchCities(directory).includes(city)) {
          expect(brand).not.toBe('');
        }
      }),
    );
  });

  it('when nothing is found, offers the make’s branches elsewhere and the city’s makes', () => {
    const { forBrand, cityBrands } = branchAlternatives(branches(), 'Brno', 'Audi');
    expect(forBrand.map((branch) => branch.slug)).toEqual(['praha-strahov']);
    expect(cityBrands).toEqual(['Fiat', 'Fiat Professional', 'Kia']);
    expect(branchAlternatives(branches(), 'Příbram', 'Tesla')).toEqual({
      forBrand: [],
      cityBrands: ['Škoda'],
    });
  });

  it('names a branch’s place without `Pobočka`', () => {
    expect(branches().map(branchPlace)).toEqual([
      'Praha Černý Most',
      'Praha Strahov',
      'Praha Modřany',
      'Brno Vinohrady',
      'Příbram',
    ]);
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
    expect(branchFollowingChoice(branchChoice(all, 'Brno', ''), cernyMost)?.slug).toBe('brno-vinohrady');
    expect(branchFollowingChoice(branchChoice(all, '', ''), cernyMost)).toBeUndefined();
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
    // Its departments, at its address and hours, with their own lines: the cards' numbers.
    expect(branchJsonLd(first as Branch, 'https://www.example.cz/pobocky').department).toEqual([
      expect.objectContaining({
        '@type': 'AutoRepair',
        name: 'Servis Praha Černý Most',
        telephone: '800 100 301',
        email: 'servis.cernymost@horizont-auto.example',
        address: expect.objectContaining({ streetAddress: 'Chlumecká 765/6' }),
      }),
      expect.objectContaining({
        '@type': 'AutoDealer',
        name: 'Prodej vozů Praha Černý Most',
        telephone: '800 100 401',
      }),
    ]);
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
    const result = parse({
      ...strahov,
      apiData: { ...strahov?.apiData, openingSlots: slots },
      busyHours: [],
    });
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

  it('refuses how busy an hour is when the branch is closed in it, on that hour, in Czech', () => {
    const cernyMost = demoBranches[0] as NonNullable<(typeof demoBranches)[0]>;
    // Černý Most closes for lunch at 12 on Mondays: a value for 12 is refused where it is.
    const lunch = parse({
      ...cernyMost,
      busyHours: [
        {
          day: 'po',
          hours: [
            { hour: 11, value: 2 },
            { hour: 12, value: 3 },
          ],
        },
      ],
    });
    expect(lunch.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      [
        'branches.0.busyHours.0.hours.1.hour',
        'V pondělí od 12 do 13 h má pobočka zavřeno: vytížení patří jen do otevírací doby.',
      ],
    ]);
    // Brno is closed on Fridays: any Friday hour is refused; after closing too.
    const brno = demoBranches[3] as NonNullable<(typeof demoBranches)[3]>;
    const closed = parse({
      ...brno,
      busyHours: [
        { day: 'pa', hours: [{ hour: 9, value: 1 }] },
        { day: 'po', hours: [{ hour: 17, value: 1 }] },
      ],
    });
    expect(closed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'branches.0.busyHours.0.hours.0.hour',
      'branches.0.busyHours.1.hours.0.hour',
    ]);
  });

  it('keeps the busy data an open hour has, Monday to Friday; a day left out has none', () => {
    const result = parse(demoBranches[3] as object);
    const week = result.success ? result.data.branches[0]?.busyWeek : [];
    expect(week?.map((day) => day.hours.length)).toEqual([9, 9, 9, 9, 0]);
  });

  it('refuses a day or a department named twice', () => {
    const twice = parse({
      ...strahov,
      busyHours: [
        { day: 'po', hours: [] },
        { day: 'po', hours: [] },
      ],
      departments: [
        { kind: 'servis', phone: '800 100 302' },
        { kind: 'servis', phone: '800 100 399' },
      ],
    });
    expect(twice.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['branches.0.departments', 'Každé oddělení smí být uvedeno jen jednou.'],
      ['branches.0.busyHours', 'Každý den smí být uveden jen jednou.'],
    ]);
  });

  it('reads a department’s services as Strapi sends them (`{ id, text }`) and its empty fields as empty', () => {
    const result = parse({
      ...strahov,
      departments: [
        { kind: 'prodej', phone: '800 100 402', email: null, services: [{ id: 1, text: 'Servis' }] },
      ],
    });
    expect(result.success && result.data.branches[0]?.departments).toEqual([
      { kind: 'prodej', phone: '800 100 402', email: '', services: ['Servis'] },
    ]);
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
