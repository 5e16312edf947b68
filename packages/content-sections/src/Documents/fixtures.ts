/**
 * CMS data of the documents block: the examples for stories, tests and demo pages. Strapi sends a
 * media file with more fields than these (`name`, `hash`, `ext` …); the block reads `url`, `mime`
 * and `size` (kB). The demo clock is 25 November 2026, so `2027-01-01` is a version yet to come.
 */
const pdf = (name: string, size: number) => ({
  url: `/dokumenty/${name}.pdf`,
  mime: 'application/pdf',
  size,
});

/** A media file as Strapi 5's REST answer gives it. */
const strapiPdf = (name: string, size: number) => ({
  id: 7,
  documentId: 'x1y2z3',
  name: `${name}.pdf`,
  alternativeText: null,
  caption: null,
  width: null,
  height: null,
  formats: null,
  hash: `${name.replace(/-/g, '_')}_3f9a1c2b7d`,
  ext: '.pdf',
  mime: 'application/pdf',
  size,
  url: `/uploads/${name.replace(/-/g, '_')}_3f9a1c2b7d.pdf`,
  previewUrl: null,
  provider: 'local',
  provider_metadata: null,
});

const conditions = {
  type: 'pojistne-podminky',
  title: 'Pojistné podmínky pro povinné ručení',
  versions: [
    { validFrom: '2026-01-01', file: pdf('pojistne-podminky-povinne-ruceni-2026', 23.65) },
    { validFrom: '2024-01-01', file: pdf('pojistne-podminky-povinne-ruceni-2024', 23.64) },
    { validFrom: '2021-07-01', file: pdf('pojistne-podminky-povinne-ruceni-2021', 181.53) },
  ],
};

const ipid = {
  type: 'ipid',
  title: 'IPID k povinnému ručení',
  versions: [{ validFrom: '2026-01-01', file: pdf('ipid-povinne-ruceni-2026', 18.38) }],
};

export const documentsFixtures = {
  full: {
    __component: 'blocks.documents',
    heading: 'Dokumenty k povinnému ručení',
    perex:
      'Smlouva se řídí pojistnými podmínkami platnými v den jejího uzavření; starší znění najdete pod každým dokumentem.',
    documents: [
      conditions,
      ipid,
      {
        type: 'sazebnik',
        title: 'Sazebník poplatků',
        versions: [
          // Published ahead of its day: listed as the new version until 1 January 2027.
          { validFrom: '2027-01-01', file: pdf('sazebnik-poplatku-2027', 14.9) },
          { validFrom: '2026-01-01', file: pdf('sazebnik-poplatku-2026', 14.68) },
        ],
      },
    ],
  },
  minimal: {
    __component: 'blocks.documents',
    documents: [ipid],
  },
  /** One document, one version: nothing earlier, nothing to come. */
  currentOnly: {
    __component: 'blocks.documents',
    heading: 'Dokumenty k havarijnímu pojištění',
    documents: [
      {
        type: 'pojistne-podminky',
        title: 'Pojistné podmínky pro havarijní pojištění vozidel',
        versions: [
          { validFrom: '2026-01-01', file: pdf('pojistne-podminky-havarijni-pojisteni-2026', 22.52) },
        ],
      },
    ],
  },
  /** Strapi's shape: media objects with every field, ids on components. */
  strapi: {
    __component: 'blocks.documents',
    id: 12,
    heading: 'Dokumenty k cestovnímu pojištění',
    perex: null,
    anchor: null,
    documents: [
      {
        id: 31,
        type: 'pojistne-podminky',
        title: 'Pojistné podmínky pro cestovní pojištění',
        versions: [
          {
            id: 41,
            validFrom: '2026-03-01',
            file: strapiPdf('pojistne-podminky-cestovni-pojisteni-2026', 22.85),
          },
          {
            id: 42,
            validFrom: '2024-01-01',
            file: strapiPdf('pojistne-podminky-cestovni-pojisteni-2024', 22.85),
          },
        ],
      },
    ],
  },
  /** No documents: the block says how to get them. */
  empty: {
    __component: 'blocks.documents',
    heading: 'Dokumenty k pojištění motorky',
    documents: [],
  },
  strapiNulls: {
    __component: 'blocks.documents',
    heading: null,
    perex: null,
    documents: null,
  },
  /** A version not yet in force and nothing before it: its own day is what the page says. */
  onlyUpcoming: {
    __component: 'blocks.documents',
    heading: 'Dokumenty k novému pojištění',
    documents: [
      {
        type: 'predsmluvni-informace',
        title: 'Předsmluvní informace k pojištění mazlíčků',
        versions: [{ validFrom: '2027-02-01', file: pdf('predsmluvni-informace-mazlicci-2027', 1240.5) }],
      },
    ],
  },
  longTitles: {
    __component: 'blocks.documents',
    heading: 'Všechny dokumenty k pojištění domácnosti, nemovitosti a odpovědnosti z vlastnictví nemovitosti',
    perex: `${'Příliš žluťoučký kůň úpěl ďábelské ódy. '.repeat(4)}Nejnepřekonatelnějšími`,
    documents: [
      {
        type: 'pojistne-podminky',
        title:
          'Všeobecné pojistné podmínky pro pojištění domácnosti, nemovitosti a odpovědnosti za škodu z vlastnictví nemovitosti a z běžného občanského života VPP-MAJ-ODP',
        versions: [
          { validFrom: '2026-01-01', file: pdf('pojistne-podminky-majetek-2026', 22.66) },
          { validFrom: '2024-07-01', file: pdf('pojistne-podminky-majetek-2024', 22.42) },
        ],
      },
      {
        type: 'ipid',
        title: 'IPID-k-nejnepřekonatelnějšímu-pojištění-domácnosti-bez-mezer-a-s-dlouhými-slovy',
        versions: [{ validFrom: '2026-01-01', file: pdf('ipid-majetek-2026', 16.89) }],
      },
    ],
  },
} as const;

const oneDocument = (document: object) => ({ __component: 'blocks.documents', documents: [document] });

export const documentsInvalidFixtures = {
  noVersions: oneDocument({ type: 'ipid', title: 'IPID k povinnému ručení', versions: [] }),
  noFile: oneDocument({
    type: 'ipid',
    title: 'IPID k povinnému ručení',
    versions: [{ validFrom: '2026-01-01', file: null }],
  }),
  notPdf: oneDocument({
    type: 'ipid',
    title: 'IPID k povinnému ručení',
    versions: [
      { validFrom: '2026-01-01', file: { url: '/dokumenty/ipid.png', mime: 'image/png', size: 12 } },
    ],
  }),
  unsafeUrl: oneDocument({
    type: 'ipid',
    title: 'IPID k povinnému ručení',
    versions: [{ validFrom: '2026-01-01', file: { url: 'javascript:alert(1)//.pdf', size: 12 } }],
  }),
  czechDate: oneDocument({
    type: 'ipid',
    title: 'IPID k povinnému ručení',
    versions: [{ validFrom: '1. 1. 2026', file: pdf('ipid-povinne-ruceni-2026', 18.38) }],
  }),
  sameDay: oneDocument({
    type: 'pojistne-podminky',
    title: 'Pojistné podmínky pro povinné ručení',
    versions: [
      { validFrom: '2026-01-01', file: pdf('pojistne-podminky-povinne-ruceni-2026', 23.65) },
      { validFrom: '2026-01-01', file: pdf('pojistne-podminky-povinne-ruceni-2024', 23.64) },
    ],
  }),
  unknownType: oneDocument({ type: 'smlouva', title: 'Vzor smlouvy', versions: [] }),
  noTitle: oneDocument({ type: 'ipid', title: '  ', versions: [] }),
} as const;
