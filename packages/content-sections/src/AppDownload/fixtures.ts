const T = 'blocks.app-download';

const qrImage = {
  url: '/images/app-download-qr.svg',
  alternativeText: 'QR kód ke stažení aplikace Horizont',
  width: 232,
  height: 232,
};
const travelQrImage = {
  url: '/images/app-download-qr-cestovni.svg',
  alternativeText: 'QR kód ke stažení cestovní aplikace Horizont',
  width: 232,
  height: 232,
};

/** CMS data of the app download block, as Strapi sends it. */
export const appDownloadFixtures = {
  full: {
    __component: T,
    heading: 'Pojištění v mobilu',
    perex: 'Smlouvy, platby a hlášení škod máte v aplikaci vždy po ruce.',
    rating: 4.7,
    appStoreUrl: 'https://apps.example.com/ios/horizont',
    googlePlayUrl: 'https://apps.example.com/android/horizont',
    appLinks: [
      { text: 'Co aplikace umí', url: '/aplikace' },
      { text: 'Časté dotazy k aplikaci', url: '/aplikace/faq' },
    ],
    qrImage,
    travelQrImage,
  },
  minimal: { __component: T, heading: 'Stáhněte si naši aplikaci' },
  strapiNulls: {
    __component: T,
    heading: 'Stáhněte si naši aplikaci',
    perex: null,
    rating: null,
    appStoreUrl: null,
    googlePlayUrl: '',
    appLinks: null,
    qrImage: null,
    travelQrImage: null,
  },
  /** A QR code without alternative text: the block names it itself. */
  qrWithoutAlt: {
    __component: T,
    heading: 'Stáhněte si naši aplikaci',
    appStoreUrl: 'https://apps.example.com/ios/horizont',
    qrImage: { ...qrImage, alternativeText: null },
  },
  longText: {
    __component: T,
    heading: 'Mějte pojištění auta, domácnosti i cest vždy u sebe v telefonu, i když zrovna nemáte signál',
    perex:
      'V aplikaci si zobrazíte zelenou kartu, nahlásíte pojistnou událost včetně fotografií, zaplatíte pojistné, změníte kontaktní údaje a domluvíte si schůzku s poradcem – kdykoli a odkudkoli, bez papírování a čekání na pobočce.',
    rating: 4,
    appStoreUrl: 'https://apps.example.com/ios/horizont',
    googlePlayUrl: 'https://apps.example.com/android/horizont',
    appLinks: [
      { text: 'Podrobný návod k instalaci a prvnímu přihlášení do mobilní aplikace', url: '/aplikace' },
    ],
    qrImage,
  },
} as const;

export const appDownloadInvalidFixtures = {
  noHeading: { __component: T, rating: 4.5 },
  ratingTooHigh: { __component: T, heading: 'Aplikace', rating: 7 },
  unsafeStoreUrl: { __component: T, heading: 'Aplikace', appStoreUrl: 'javascript:alert(1)' },
  appLinkWithoutText: { __component: T, heading: 'Aplikace', appLinks: [{ url: '/aplikace' }] },
  qrWithoutSize: { __component: T, heading: 'Aplikace', qrImage: { url: '/images/app-download-qr.svg' } },
} as const;
