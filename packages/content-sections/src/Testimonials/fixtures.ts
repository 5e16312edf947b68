const T = 'blocks.testimonials';

const avatar = (n: number, alt: string) => ({
  url: `/images/testimonials-avatar-${n}.svg`,
  alternativeText: alt,
  width: 96,
  height: 96,
});

/** CMS data of the testimonials, as Strapi sends it. */
export const testimonialsFixtures = {
  full: {
    __component: T,
    heading: 'Co o nás říkají klienti',
    items: [
      {
        quote: 'Škodu na autě vyřídili za týden, bez zbytečného papírování. Příště zase u vás.',
        name: 'Jana Nováková',
        role: 'klientka od roku 2015, Praha',
        photo: avatar(1, ''),
        rating: 5,
      },
      {
        quote: 'Cestovní pojištění jsem sjednal online za pět minut přímo na letišti.',
        name: 'Petr Svoboda',
        role: 'cestovatel, Brno',
        photo: avatar(2, ''),
        rating: 4,
      },
      {
        quote: 'Poradce mi pomohl vybrat pojištění domácnosti přesně podle toho, co potřebuji.',
        name: 'Marie Dvořáková',
        role: null,
        photo: avatar(3, ''),
        rating: 4.5,
      },
    ],
  },
  minimal: { __component: T, items: [{ quote: 'Rychlé a vstřícné jednání.', name: 'Tomáš Černý' }] },
  strapiNulls: {
    __component: T,
    heading: null,
    items: [
      { quote: 'Rychlé a vstřícné jednání.', name: 'Tomáš Černý', role: null, photo: null, rating: null },
    ],
  },
  longText: {
    __component: T,
    heading: 'Zkušenosti klientů, kteří s námi řešili pojistnou událost v Česku i v zahraničí',
    items: [
      {
        quote:
          'Při dovolené v Chorvatsku nám do zaparkovaného auta narazil místní řidič. Na asistenční lince nám během půl hodiny zajistili odtah do nejbližšího servisu, náhradní vozidlo a ubytování na dvě noci. Po návratu domů byla škoda zlikvidována bez jediného telefonátu navíc a peníze přišly na účet ještě ten týden. Takhle si pojištění představuji.',
        name: 'Ing. Kateřina Procházková-Horáčková',
        role: 'klientka od roku 2009, pojištění vozidla, domácnosti a cestovní pojištění celé rodiny',
        photo: avatar(1, 'Ilustrační portrét'),
        rating: 5,
      },
      {
        quote: 'Všechno proběhlo hladce.',
        name: 'Jiří Kučera',
        rating: 3,
      },
    ],
  },
} as const;

export const testimonialsInvalidFixtures = {
  noQuote: { __component: T, items: [{ name: 'Jan Novák' }] },
  noName: { __component: T, items: [{ quote: 'Skvělé.' }] },
  ratingTooHigh: { __component: T, items: [{ quote: 'Skvělé.', name: 'Jan Novák', rating: 6 }] },
  ratingZero: { __component: T, items: [{ quote: 'Skvělé.', name: 'Jan Novák', rating: 0 }] },
} as const;
