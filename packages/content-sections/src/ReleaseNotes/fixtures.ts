const T = 'blocks.release-notes';

/** CMS data of the release notes block, as Strapi sends it. */
export const releaseNotesFixtures = {
  full: {
    __component: T,
    originalId: 1,
    perPage: 2,
    heading: 'Novinky v mobilní aplikaci',
    perex: 'Co je nového v aplikaci Horizont pro iPhone a Android.',
  },
  minimal: { __component: T, originalId: 2 },
  strapiNulls: { __component: T, originalId: '2', perPage: null, heading: null, perex: null },
  documentId: { __component: T, originalId: 'k3x9v2b7q1m8', perPage: 100 },
  longText: {
    __component: T,
    originalId: 1,
    perPage: 1,
    heading:
      'Všechny novinky, vylepšení a opravy v mobilní aplikaci i na webu pojišťovny Horizont za poslední rok přehledně na jednom místě',
    perex:
      'Aplikaci vylepšujeme každý měsíc podle toho, co nám píšete: přehledněji zobrazené smlouvy, rychlejší hlášení škod, připomínky plateb a mnoho drobností, které ušetří čas.',
  },
} as const;

export const releaseNotesInvalidFixtures = {
  noId: { __component: T, perPage: 2 },
  idWithSlash: { __component: T, originalId: '../admin' },
  negativeId: { __component: T, originalId: -3 },
  perPageZero: { __component: T, originalId: 1, perPage: 0 },
  perPageFraction: { __component: T, originalId: 1, perPage: 2.5 },
} as const;

type Note = {
  id: number;
  version: string;
  date: string;
  title: string;
  description: string;
  category: { category: { id: number; name: string } };
};

const category = (id: number, name: string) => ({ category: { id, name } });

/** Notes as the content system answers (the sandbox's shape, SPEC §7 does not show it). */
export const demoNotes: readonly Note[] = [
  {
    id: 11,
    version: '3.4.0',
    date: '2026-11-02',
    title: 'Hlášení škody s fotografiemi',
    description: 'Ke hlášení škody nyní můžete přiložit až deset fotografií přímo z telefonu.',
    category: category(1, 'Novinka'),
  },
  {
    id: 12,
    version: '3.3.2',
    date: '2026-10-14',
    title: 'Rychlejší přihlášení',
    description: 'Přihlášení otiskem prstu je rychlejší a funguje i bez připojení k síti Wi-Fi.',
    category: category(3, 'Vylepšení'),
  },
  {
    id: 13,
    version: '3.3.1',
    date: '2026-09-30T22:30:00.000Z',
    title: 'Oprava zobrazení zelené karty',
    description: 'Zelená karta se na některých telefonech zobrazovala oříznutá. Už je to v pořádku.',
    category: category(2, 'Oprava'),
  },
  {
    id: 14,
    version: '3.3.0',
    date: '2026-09-01',
    title: 'Cestovní pojištění v aplikaci',
    description: 'Cestovní pojištění sjednáte během dvou minut, včetně připojištění zavazadel.',
    category: category(1, 'Novinka'),
  },
  {
    id: 15,
    version: '3.2.4',
    date: '2026-08-12',
    title: 'Upozornění na konec platnosti technické kontroly',
    description: 'Měsíc před koncem platnosti STK vám aplikace pošle připomínku.',
    category: category(1, 'Novinka'),
  },
];

/** One page of `notes` in the Strapi shape, with its pagination. */
export function releaseNotesAnswer(
  notes: readonly unknown[] = demoNotes,
  { page = 1, perPage = notes.length || 1, title = 'Novinky v mobilní aplikaci' } = {},
) {
  return {
    data: {
      id: 1,
      attributes: { title, releaseNotes: notes.slice((page - 1) * perPage, page * perPage) },
    },
    meta: {
      pagination: {
        page,
        pageSize: perPage,
        pageCount: Math.ceil(notes.length / perPage),
        total: notes.length,
      },
    },
  };
}
