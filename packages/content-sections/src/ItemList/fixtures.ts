const T = 'blocks.item-list';

const picture = (name: string, alt: string) => ({
  url: `/images/item-list-${name}.svg`,
  alternativeText: alt,
  width: 320,
  height: 200,
});

/** CMS data of the item list, as Strapi sends it (details as Blocks JSON, Markdown or HTML). */
export const itemListFixtures = {
  full: {
    __component: T,
    heading: 'Co všechno pojistíte',
    items: [
      {
        heading: 'Domácnost',
        perex: 'Vybavení bytu i domu proti požáru, vodě, krádeži a vandalismu.',
        image: picture('domov', 'Rodinný dům se zahradou'),
        detail: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Pojištění kryje ' },
              { type: 'text', text: 'nábytek, elektroniku i oblečení', bold: true },
              { type: 'text', text: ', a to i věci ve sklepě nebo v garáži.' },
            ],
          },
        ],
      },
      {
        heading: 'Auto',
        perex: 'Povinné ručení a havarijní pojištění s asistencí po celé Evropě.',
        image: picture('auto', ''),
        detail:
          'Havarijní pojištění si můžete **sjednat online** a platit měsíčně. Více na [stránce o autě](/auto).',
      },
      {
        heading: 'Odpovědnost',
        perex: 'Když omylem způsobíte škodu někomu jinému.',
        image: picture('stit', ''),
        detail: null,
      },
    ],
  },
  /** A heading only: no image, no detail, a static block. */
  minimal: { __component: T, items: [{ heading: 'Domácnost' }] },
  strapiNulls: {
    __component: T,
    heading: null,
    items: [
      { heading: 'Domácnost', perex: null, image: null, detail: null },
      { heading: 'Auto', perex: '', image: null, detail: [] },
    ],
  },
  longText: {
    __component: T,
    heading:
      'Pojištění pro podnikatele, živnostníky a malé firmy, které chrání majetek, provoz i zaměstnance',
    items: [
      {
        heading: 'Pojištění odpovědnosti za škodu způsobenou výrobkem nebo vadnou prací u zákazníka',
        perex:
          'Kryje škody na zdraví i majetku, které vzniknou třetím osobám v souvislosti s vaší podnikatelskou činností, včetně nákladů na právní zastoupení a soudní řízení, a to i v případě, že se škoda projeví až po dokončení zakázky.',
        image: picture('stit', 'Štít se zaškrtnutím'),
        detail: `<p>${'Limit pojistného plnění si zvolíte podle rozsahu vaší činnosti a počtu zakázek. '.repeat(10)}</p><h3>Výluky</h3><ul><li>škody způsobené úmyslně</li><li>pokuty a penále</li></ul>`,
      },
      { heading: 'Majetek', perex: 'Budovy, stroje a zásoby.', image: picture('domov', '') },
    ],
  },
  empty: { __component: T, heading: 'Nabídku připravujeme', items: null },
} as const;

export const itemListInvalidFixtures = {
  noHeading: { __component: T, items: [{ heading: null, perex: 'Bez nadpisu' }] },
  imageWithoutSize: {
    __component: T,
    items: [{ heading: 'Auto', image: { url: '/images/item-list-auto.svg', alternativeText: 'Auto' } }],
  },
  unsafeImage: {
    __component: T,
    items: [{ heading: 'Auto', image: { url: 'javascript:alert(1)', width: 320, height: 200 } }],
  },
} as const;
