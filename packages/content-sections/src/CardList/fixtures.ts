const icon = (name: string, width = 96, height = 96) => ({
  url: `/images/card-list-${name}.svg`,
  alternativeText: null,
  width,
  height,
});

const cards = [
  {
    heading: 'Sjednání online',
    perex: 'Pojištění sjednáte z pohodlí domova za pár minut, bez papírování.',
    image: icon('stit'),
    button: { text: 'Sjednat online', url: '/sjednat', style: 'primary', openInNewTab: false },
  },
  {
    heading: 'Poradíme po telefonu',
    perex: 'Naši poradci jsou vám k dispozici ve všední dny od 8 do 18 hodin.',
    image: icon('telefon'),
    button: { text: 'Kontakty', url: '/kontakty', style: 'secondary', openInNewTab: false },
  },
  {
    heading: 'Asistence na cestách',
    perex: 'Odtah, náhradní vozidlo i ubytování, kdykoli se něco stane.',
    image: icon('auto', 160, 96),
    button: null,
  },
];

/** CMS data of the card list, as Strapi sends it: the examples for stories, tests and demo pages. */
export const cardListFixtures = {
  full: {
    __component: 'blocks.card-list',
    heading: 'Proč pojištění u nás',
    perex: 'Jsme tu pro vás, ať se rozhodnete jakkoli.',
    cards,
    perRow: 3,
    imageHeight: 85,
  },
  twoPerRow: { __component: 'blocks.card-list', heading: 'Proč pojištění u nás', cards, perRow: 2 },
  fourPerRow: {
    __component: 'blocks.card-list',
    heading: 'Proč pojištění u nás',
    cards: [
      ...cards,
      { heading: 'Platba kartou', perex: 'Pojistné zaplatíte hned online.', image: icon('stit') },
    ],
    perRow: 4,
    imageHeight: 48,
  },
  minimal: { __component: 'blocks.card-list', cards: [{ heading: 'Sjednání online' }] },
  strapiNulls: {
    __component: 'blocks.card-list',
    heading: null,
    perex: null,
    cards: [{ heading: 'Sjednání online', perex: null, image: null, button: null }],
    perRow: null,
    imageHeight: null,
  },
  missingImages: {
    __component: 'blocks.card-list',
    heading: 'Proč pojištění u nás',
    cards: cards.map((card, index) => (index === 1 ? { ...card, image: null } : card)),
  },
  longText: {
    __component: 'blocks.card-list',
    heading: 'Nejžádanější pojištění pro vás, vaši rodinu, váš majetek i vaše podnikání na jednom místě',
    perex:
      'Pojištění odpovědnosti z provozu vozidla, havarijní pojištění, pojištění domácnosti a nemovitosti i cestovní pojištění – vše sjednáte online.',
    cards: [
      {
        heading: 'Nejvýhodnější havarijní pojištění osobních automobilů s asistenčními službami nonstop',
        perex:
          'Pojištění skel, úrazové pojištění přepravovaných osob, pojištění zavazadel a náhradní vozidlo na dobu opravy – to vše v jedné smlouvě. Nejnepřekonatelnějšími podmínkami se chlubí málokdo.',
        image: icon('auto', 160, 96),
        button: {
          text: 'Spočítat cenu havarijního pojištění',
          url: '/havarijni-pojisteni',
          style: 'primary',
          openInNewTab: false,
        },
      },
      ...cards.slice(0, 2),
    ],
  },
  noCards: { __component: 'blocks.card-list', heading: 'Proč pojištění u nás', cards: null },
} as const;

export const cardListInvalidFixtures = {
  noCardHeading: { __component: 'blocks.card-list', cards: [{ perex: 'Bez nadpisu' }] },
  tooManyPerRow: { __component: 'blocks.card-list', cards: [{ heading: 'Karta' }], perRow: 6 },
  fractionPerRow: { __component: 'blocks.card-list', cards: [{ heading: 'Karta' }], perRow: 2.5 },
  imageWithoutSize: {
    __component: 'blocks.card-list',
    cards: [{ heading: 'Karta', image: { url: '/images/card-list-stit.svg' } }],
  },
} as const;
