const T = 'blocks.media-gallery';

const items = [
  {
    heading: 'Jak se připravit na zimní jízdu',
    perex: 'Pneumatiky, kapalina do ostřikovačů a výbava, která se v zimě hodí.',
    date: '2025-11-12',
    readTime: 5,
    tags: ['Auto', 'Rady'],
    background: 'modra',
    link: '/magazin/zimni-jizda',
    withPlayButton: false,
  },
  {
    heading: 'Video: Jak nahlásit škodu online',
    perex: 'Krok za krokem od fotky až po odeslání hlášení.',
    date: '2025-10-03T22:30:00.000Z',
    readTime: 2,
    tags: ['Video', 'Škody'],
    background: 'oranzova',
    link: '/magazin/video-hlaseni-skody',
    withPlayButton: true,
  },
  {
    heading: 'Co kryje pojištění domácnosti',
    perex: 'Požár, voda, krádež i přepětí: přehled v kostce.',
    date: '2025-09-20',
    readTime: 7,
    tags: ['Domov'],
    background: 'zelena',
    link: '/magazin/pojisteni-domacnosti',
    withPlayButton: false,
  },
  {
    heading: 'Na cesty bez starostí',
    perex: 'Kdy se vyplatí roční cestovní pojištění.',
    date: '2025-06-01',
    readTime: 4,
    tags: ['Cestování'],
    background: 'fialova',
    link: 'https://example.com/cestovani',
    withPlayButton: false,
  },
  {
    heading: 'Novinky v aplikaci',
    perex: 'Smlouvy, platby a hlášení škod v jednom telefonu.',
    date: '2025-05-15',
    readTime: 3,
    tags: ['Aplikace'],
    background: 'bila',
    link: '/aplikace',
    withPlayButton: true,
  },
] as const;

/** CMS data of the media gallery, as Strapi sends it. */
export const mediaGalleryFixtures = {
  full: { __component: T, heading: 'Magazín', gridType: 'grid', items },
  featured: { __component: T, heading: 'Nejnovější články', gridType: 'featured', items },
  list: { __component: T, heading: 'Všechny články', gridType: 'list', items },
  /** Older data: the layout is on the first item (SPEC §3 lists `gridType` among item fields). */
  itemGridType: {
    __component: T,
    items: [{ ...items[0], gridType: 'featured' }, items[1], items[2]],
  },
  minimal: { __component: T, items: [{ heading: 'Jak nahlásit škodu', link: '/hlaseni-skody' }] },
  strapiNulls: {
    __component: T,
    heading: null,
    gridType: null,
    items: [
      {
        heading: 'Jak nahlásit škodu',
        perex: null,
        date: null,
        readTime: null,
        tags: null,
        background: null,
        link: '/hlaseni-skody',
        withPlayButton: null,
        gridType: null,
      },
    ],
  },
  /** Tags as one comma-separated text field. */
  commaTags: {
    __component: T,
    items: [{ heading: 'Pojištění mazlíčků', link: '/mazlicci', tags: 'Psi, Kočky, , Veterina' }],
  },
  longText: {
    __component: T,
    heading: 'Rady a návody pro řidiče, majitele nemovitostí i cestovatele, kteří chtějí mít klid',
    gridType: 'featured',
    items: [
      {
        heading:
          'Nejčastější chyby při hlášení pojistné události z havarijního pojištění a jak se jim jednoduše vyhnout',
        perex:
          'Fotodokumentace místa nehody, záznam o dopravní nehodě podepsaný oběma účastníky, kontakty na svědky a včasné nahlášení škody rozhodují o tom, jak rychle dostanete peníze. Projdeme s vámi všechno, na co byste neměli zapomenout.',
        date: '2025-12-24',
        readTime: 12,
        tags: ['Havarijní pojištění', 'Pojistné události', 'Příručka pro řidiče'],
        background: 'zelena',
        link: '/magazin/chyby-pri-hlaseni',
        withPlayButton: true,
      },
      ...items.slice(1, 3),
    ],
  },
} as const;

export const mediaGalleryInvalidFixtures = {
  noLink: { __component: T, items: [{ heading: 'Článek' }] },
  unsafeLink: { __component: T, items: [{ heading: 'Článek', link: 'javascript:alert(1)' }] },
  badDate: { __component: T, items: [{ heading: 'Článek', link: '/a', date: '2025-02-30' }] },
  czechDate: { __component: T, items: [{ heading: 'Článek', link: '/a', date: '12. 3. 2025' }] },
  unknownBackground: { __component: T, items: [{ heading: 'Článek', link: '/a', background: 'cervena' }] },
  unknownGridType: { __component: T, gridType: 'masonry', items: [] },
  fractionalReadTime: { __component: T, items: [{ heading: 'Článek', link: '/a', readTime: 2.5 }] },
} as const;
