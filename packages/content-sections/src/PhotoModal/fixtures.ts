const T = 'blocks.photo-modal';

const picture = (name: string, alt: string | null, width = 800, height = 600) => ({
  url: `/images/photo-modal-${name}.svg`,
  alternativeText: alt,
  width,
  height,
});

/** CMS data of the photo modal, as Strapi sends it. */
export const photoModalFixtures = {
  full: {
    __component: T,
    heading: 'Fotografie z naší nové pobočky',
    photos: [
      { image: picture('pobocka', 'Budova pobočky s oranžovou střechou'), caption: 'Nová pobočka v Brně' },
      { image: picture('krajina', 'Zelené kopce pod sluncem'), caption: null },
      { image: picture('auto', 'Červené auto na silnici v noci'), caption: 'Asistenční služba na cestách' },
      { image: picture('strom', 'Ovocný strom', 600, 800), caption: 'Zahrada u pobočky' },
    ],
  },
  /** One photo, no caption: named by its alternative text. */
  minimal: { __component: T, photos: [{ image: picture('krajina', 'Zelené kopce pod sluncem') }] },
  /** Neither caption nor alternative text: the photo is named by its number, the dialog `Fotografie`. */
  strapiNulls: {
    __component: T,
    heading: null,
    photos: [
      { image: picture('pobocka', null), caption: null },
      { image: picture('auto', ''), caption: '' },
    ],
  },
  longText: {
    __component: T,
    heading: 'Jak vypadala likvidace škod po povodních na jižní Moravě a co jsme se z ní naučili pro příště',
    photos: [
      {
        image: picture('pobocka', 'Budova pobočky'),
        caption:
          'Mobilní kancelář likvidátorů pojistných událostí, kterou jsme během prvního týdne po povodni otevřeli přímo v zasažené obci, aby klienti nemuseli nikam dojíždět',
      },
      { image: picture('krajina', 'Krajina po povodni'), caption: 'Nejvyšší stav vody v neděli odpoledne' },
    ],
  },
  empty: { __component: T, heading: 'Fotografie doplníme', photos: null },
} as const;

export const photoModalInvalidFixtures = {
  noImage: { __component: T, photos: [{ caption: 'Bez obrázku' }] },
  imageWithoutSize: {
    __component: T,
    photos: [{ image: { url: '/images/photo-modal-auto.svg', alternativeText: 'Auto' } }],
  },
  photosNotList: { __component: T, photos: { image: picture('auto', 'Auto') } },
} as const;
