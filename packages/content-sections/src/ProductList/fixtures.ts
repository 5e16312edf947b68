const T = 'blocks.product-list';

const auto = {
  url: '/images/product-list-auto.svg',
  alternativeText: 'Osobní auto na silnici',
  width: 400,
  height: 240,
};
const domov = { url: '/images/product-list-domov.svg', alternativeText: '', width: 400, height: 240 };
const cesty = {
  url: '/images/product-list-cesty.svg',
  alternativeText: 'Kufr u moře',
  width: 400,
  height: 240,
};

/** Three products as editors fill them in; shared with the carousel's fixtures. */
export const productItemsFull = [
  {
    heading: 'Havarijní pojištění na měsíc',
    perex: 'Pojistěte auto jen na dobu, kdy ho opravdu potřebujete. Bez závazků, online za pár minut.',
    price: 489,
    priceInfo: 'měsíčně',
    sticker: 'new',
    stickers: ['allCars'],
    imageOrJson: auto,
    isFeatured: true,
    button: { text: 'Spočítat cenu', url: '/havarijko-na-mesic', style: 'primary', openInNewTab: false },
  },
  {
    heading: 'Pojištění domácnosti',
    perex: 'Chrání vybavení bytu či domu proti požáru, vodě i krádeži.',
    price: 1290,
    priceInfo: 'ročně',
    sticker: 'recommended',
    stickers: null,
    imageOrJson: domov,
    isFeatured: false,
    button: { text: 'Zjistit více', url: '/pojisteni-majetku', style: 'secondary', openInNewTab: false },
  },
  {
    heading: 'Cestovní pojištění',
    perex: 'Léčebné výlohy, zavazadla i odpovědnost v Evropě i ve světě.',
    price: 15.5,
    priceInfo: 'za den',
    sticker: null,
    stickers: ['tip'],
    imageOrJson: cesty,
    isFeatured: false,
    button: {
      text: 'Sjednat online',
      url: 'https://example.com/cestovni',
      style: 'link',
      openInNewTab: true,
    },
  },
  {
    heading: 'Pojištění mazlíčků',
    perex: 'Veterinární péče pro psy a kočky bez starostí.',
    price: null,
    priceInfo: 'Cena bude brzy známa',
    sticker: 'tba',
    stickers: [],
    // A Lottie animation as Strapi sends it: no size (the card reserves a 5:3 box), no description.
    imageOrJson: { url: '/media/pulse.json', alternativeText: null, width: null, height: null },
    isFeatured: false,
    button: null,
  },
] as const;

/** CMS data of the product list, as Strapi sends it. */
export const productListFixtures = {
  full: {
    __component: T,
    heading: 'Vyberte si pojištění',
    perex: 'Nejoblíbenější produkty našich klientů na jednom místě.',
    items: productItemsFull,
  },
  minimal: { __component: T, items: [{ heading: 'Povinné ručení' }] },
  strapiNulls: {
    __component: T,
    heading: null,
    perex: null,
    items: [
      {
        heading: 'Povinné ručení',
        perex: null,
        price: null,
        priceInfo: null,
        sticker: null,
        stickers: null,
        imageOrJson: null,
        isFeatured: null,
        button: null,
      },
    ],
  },
  /** An item with every sticker at once, and a price sent as a string (Strapi's decimal field). */
  allStickers: {
    __component: T,
    heading: 'Nové auto? Máme pro vás nabídku',
    items: [
      {
        heading: 'Balíček pro nové auto',
        price: '2490',
        priceInfo: 'ročně',
        sticker: 'newCar',
        stickers: ['tba', 'tip', 'recommended', 'new', 'newCar', 'allCars'],
        imageOrJson: auto,
        button: { text: 'Mám zájem', url: '/auto' },
      },
    ],
  },
  longText: {
    __component: T,
    heading:
      'Nejvýhodnější kombinace povinného ručení a havarijního pojištění s asistenčními službami po celé Evropě',
    perex:
      'Pojištění odpovědnosti z provozu vozidla, havarijní pojištění, pojištění skel, úrazové pojištění přepravovaných osob a zavazadel, asistenční služby a náhradní vozidlo – to vše v jedné smlouvě, kterou sjednáte online za pár minut.',
    items: [
      {
        heading: 'Nejkomplexnější havarijní pojištění osobních a užitkových automobilů do tří a půl tuny',
        perex:
          'Krytí škod způsobených havárií, živelní událostí, odcizením, vandalismem i střetem se zvěří, včetně náhradního vozidla na dobu opravy a asistenčních služeb v zahraničí bez omezení počtu výjezdů.',
        price: 1234567,
        priceInfo: 'ročně při platbě jednorázově převodem z účtu',
        stickers: ['allCars', 'recommended'],
        imageOrJson: auto,
        isFeatured: true,
        button: { text: 'Spočítat cenu pojištění pro moje auto', url: '/auto' },
      },
      ...productItemsFull.slice(1, 3),
    ],
  },
  /** Animated pictures: one described and sized, one decorative without a size (Strapi sends none). */
  animated: {
    __component: T,
    heading: 'Pojištění pro vás i vaše blízké',
    items: [
      {
        heading: 'Úrazové pojištění',
        perex: 'Peníze navíc, když se zraníte při sportu, v práci i doma.',
        price: 150,
        priceInfo: 'měsíčně',
        imageOrJson: {
          url: '/media/pulse.json',
          alternativeText: 'Pulzující srdce',
          width: 400,
          height: 400,
        },
        button: { text: 'Zjistit více', url: '/urazove-pojisteni' },
      },
      {
        heading: 'Pojištění mazlíčků',
        perex: 'Veterinární péče pro psy a kočky bez starostí.',
        priceInfo: 'Cena bude brzy známa',
        sticker: 'tba',
        imageOrJson: { url: '/media/pulse.json?v=2', alternativeText: null, width: null, height: null },
      },
      { heading: 'Pojištění domácnosti', price: 1290, priceInfo: 'ročně', imageOrJson: domov },
    ],
  },
  /** An empty list (an editor saved it before adding products): only the heading shows. */
  empty: { __component: T, heading: 'Připravujeme nové produkty', items: [] },
} as const;

export const productListInvalidFixtures = {
  noHeading: { __component: T, items: [{ perex: 'Bez nadpisu' }] },
  unknownSticker: { __component: T, items: [{ heading: 'Produkt', sticker: 'sale' }] },
  negativePrice: { __component: T, items: [{ heading: 'Produkt', price: -5 }] },
  imageWithoutSize: {
    __component: T,
    items: [{ heading: 'Produkt', imageOrJson: { url: '/images/product-list-auto.svg' } }],
  },
  unsafeButton: {
    __component: T,
    items: [{ heading: 'Produkt', button: { text: 'Klikni', url: 'javascript:alert(1)' } }],
  },
} as const;
