const T = 'blocks.people-cards';

const photo = (n: number, alt: string) => ({
  url: `/images/people-cards-${n}.svg`,
  alternativeText: alt,
  width: 160,
  height: 160,
});

/** CMS data of the people cards, as Strapi sends it. */
export const peopleCardsFixtures = {
  full: {
    __component: T,
    heading: 'Kdo se vám bude věnovat',
    people: [
      {
        name: 'Jana Nováková',
        position: 'vedoucí pobočky Praha Černý Most',
        email: 'jana.novakova@horizont.example',
        photo: photo(1, ''),
        videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      },
      {
        name: 'Petr Svoboda',
        position: 'specialista na pojištění vozidel',
        email: 'petr.svoboda@horizont.example',
        photo: photo(2, ''),
        videoUrl: 'https://vimeo.com/76979871',
      },
      {
        name: 'Marie Dvořáková',
        position: 'likvidátorka pojistných událostí',
        email: 'marie.dvorakova@horizont.example',
        photo: photo(3, ''),
        videoUrl: null,
      },
    ],
  },
  /** Required fields only, no video: a static block. */
  minimal: {
    __component: T,
    people: [{ name: 'Tomáš Černý', position: 'obchodní ředitel', email: 'tomas.cerny@horizont.example' }],
  },
  strapiNulls: {
    __component: T,
    heading: null,
    people: [
      {
        name: 'Tomáš Černý',
        position: 'obchodní ředitel',
        email: 'tomas.cerny@horizont.example',
        photo: null,
        videoUrl: null,
      },
      {
        name: 'Lucie Králová',
        position: 'poradkyně pro firemní klienty',
        email: 'lucie.kralova@horizont.example',
        photo: null,
        videoUrl: '',
      },
    ],
  },
  longText: {
    __component: T,
    heading: 'Odborníci, kteří vám pomohou s pojištěním vozidel, majetku, odpovědnosti i podnikání',
    people: [
      {
        name: 'Ing. Kateřina Procházková-Horáčková, MBA',
        position:
          'ředitelka úseku likvidace pojistných událostí z havarijního pojištění a pojištění odpovědnosti z provozu vozidla pro Českou republiku a Slovensko',
        email: 'katerina.prochazkova-horackova@likvidace-pojistnych-udalosti.horizont.example',
        photo: photo(1, 'Ilustrační portrét'),
        videoUrl: '/media/predstaveni-likvidace.mp4',
      },
      {
        name: 'Jiří Kučera',
        position: 'poradce',
        email: 'jiri.kucera@horizont.example',
        photo: photo(3, ''),
      },
    ],
  },
  empty: { __component: T, heading: 'Náš tým představíme brzy', people: null },
} as const;

export const peopleCardsInvalidFixtures = {
  noName: {
    __component: T,
    people: [{ name: ' ', position: 'poradce', email: 'jan.novak@horizont.example' }],
  },
  badEmail: { __component: T, people: [{ name: 'Jan Novák', position: 'poradce', email: 'jan.novak' }] },
  scriptVideo: {
    __component: T,
    people: [
      {
        name: 'Jan Novák',
        position: 'poradce',
        email: 'jan.novak@horizont.example',
        videoUrl: 'javascript:alert(1)',
      },
    ],
  },
  photoWithoutSize: {
    __component: T,
    people: [
      {
        name: 'Jan Novák',
        position: 'poradce',
        email: 'jan.novak@horizont.example',
        photo: { url: '/images/people-cards-1.svg' },
      },
    ],
  },
} as const;
