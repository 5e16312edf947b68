import { productItemsFull } from '../ProductList/fixtures.js';

const T = 'blocks.product-carousel';

/** CMS data of the product carousel, as Strapi sends it (the product list's items). */
export const productCarouselFixtures = {
  full: {
    __component: T,
    heading: 'Naše nejoblíbenější pojištění',
    perex: 'Vyberte si z produktů, které klienti sjednávají nejčastěji.',
    items: [
      ...productItemsFull,
      {
        heading: 'Povinné ručení',
        perex: 'Krytí škod na zdraví i majetku až do 200 milionů Kč.',
        price: 2990,
        priceInfo: 'ročně',
        sticker: 'tip',
        imageOrJson: productItemsFull[0].imageOrJson,
        button: { text: 'Spočítat cenu', url: '/povinne-ruceni' },
      },
    ],
  },
  minimal: { __component: T, items: [{ heading: 'Povinné ručení' }] },
  strapiNulls: {
    __component: T,
    heading: null,
    perex: null,
    items: [
      { heading: 'Povinné ručení', perex: null, price: null, priceInfo: null, sticker: null, stickers: null },
      { heading: 'Havarijní pojištění', imageOrJson: null, isFeatured: null, button: null },
    ],
  },
  longText: {
    __component: T,
    heading:
      'Pojištění pro každou životní situaci, od prvního auta přes vlastní bydlení až po cesty kolem světa',
    items: [
      {
        heading: 'Nejkomplexnější havarijní pojištění osobních a užitkových automobilů do tří a půl tuny',
        perex:
          'Krytí škod způsobených havárií, živelní událostí, odcizením, vandalismem i střetem se zvěří, včetně náhradního vozidla na dobu opravy a asistenčních služeb v zahraničí bez omezení počtu výjezdů.',
        price: 1234567,
        priceInfo: 'ročně při platbě jednorázově převodem z účtu',
        stickers: ['allCars', 'recommended', 'newCar'],
        isFeatured: true,
        button: { text: 'Spočítat cenu pojištění pro moje auto', url: '/auto' },
      },
      ...productItemsFull.slice(1),
    ],
  },
  /** One product, with an animation: nothing to slide, but the animation's player is browser code. */
  oneAnimated: {
    __component: T,
    heading: 'Novinka',
    items: [
      {
        heading: 'Pojištění mazlíčků',
        perex: 'Veterinární péče pro psy a kočky bez starostí.',
        imageOrJson: {
          url: '/media/pulse.json',
          alternativeText: 'Pulzující srdce',
          width: null,
          height: null,
        },
        button: { text: 'Zjistit více', url: '/pojisteni-mazlicku' },
      },
    ],
  },
  empty: { __component: T, heading: 'Připravujeme nové produkty', items: null },
} as const;

export const productCarouselInvalidFixtures = {
  itemsNotList: { __component: T, items: { heading: 'Povinné ručení' } },
  noHeading: { __component: T, items: [{ heading: '   ' }] },
} as const;
