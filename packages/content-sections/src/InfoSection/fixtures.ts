const T = 'blocks.info-section';

/** CMS data of the info section, as Strapi sends it (Blocks JSON, Markdown, `null`s). */
export const infoSectionFixtures = {
  /** Closable, open-ended: shown from 1 January 2025 on. */
  medium: {
    __component: T,
    type: 'medium',
    color: 'modra',
    content: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Škodu na autě nově nahlásíte i v ' },
          { type: 'link', url: '/aplikace', children: [{ type: 'text', text: 'mobilní aplikaci Horizont' }] },
          { type: 'text', text: ', a to nonstop.' },
        ],
      },
    ],
    closable: true,
    visibleFrom: '2025-01-01',
    visibleTo: null,
  },
  /** A window of whole Prague days; cannot be closed. */
  large: {
    __component: T,
    type: 'large',
    color: 'oranzova',
    content:
      '**Plánovaná odstávka online služeb:** v sobotu 28. listopadu 2026 od 22:00 do 2:00 nebude dostupné sjednání ani hlášení škod online. Děkujeme za pochopení.',
    visibleFrom: '2026-11-20',
    visibleTo: '2026-11-29',
  },
  /** Timestamps with their zones, as a Strapi date-time field sends them. */
  timestamps: {
    __component: T,
    type: 'medium',
    color: 'zelena',
    content:
      'Vánoční otevírací doba poboček: 24. až 26. prosince máme zavřeno, linka pro hlášení škod funguje nonstop.',
    closable: false,
    visibleFrom: '2026-12-15T08:00:00.000+01:00',
    visibleTo: '2026-12-27T00:00:00.000Z',
  },
  minimal: { __component: T, content: 'Linka pro hlášení škod funguje nonstop.' },
  strapiNulls: {
    __component: T,
    type: null,
    color: null,
    content: 'Pobočka Praha Strahov je dočasně uzavřena.',
    closable: null,
    visibleFrom: null,
    visibleTo: null,
  },
  white: {
    __component: T,
    type: 'large',
    color: 'bila',
    content:
      '<p>Od 1. ledna 2027 platí nové <a href="/pojistne-podminky">pojistné podmínky</a> pro havarijní pojištění.</p>',
    visibleFrom: '',
    visibleTo: '',
  },
  violet: {
    __component: T,
    type: 'medium',
    color: 'fialova',
    content: 'Sledujte nás na sociálních sítích a nepropásněte žádnou novinku.',
  },
  expired: {
    __component: T,
    type: 'large',
    color: 'zelena',
    content: 'Letní akce: sleva 20 % na cestovní pojištění do 31. srpna 2025.',
    visibleFrom: '2025-06-01',
    visibleTo: '2025-08-31',
  },
  longText: {
    __component: T,
    type: 'medium',
    color: 'modra',
    content: `${'Upozorňujeme klienty, že z důvodu modernizace systémů může během následujících dnů docházet ke krátkým výpadkům online služeb. '.repeat(6)}Nejnepřekonatelnějšími`,
  },
} as const;

export const infoSectionInvalidFixtures = {
  noText: { __component: T, type: 'medium', content: '' },
  unknownType: { __component: T, type: 'small', content: 'Text' },
  badDate: { __component: T, content: 'Text', visibleFrom: '24. 12. 2026' },
  localTime: { __component: T, content: 'Text', visibleTo: '2026-12-24T12:00:00' },
  endBeforeStart: { __component: T, content: 'Text', visibleFrom: '2026-12-24', visibleTo: '2026-12-20' },
  unknownColor: { __component: T, content: 'Text', color: 'cervena' },
} as const;
