import type { Locale } from '@insurance-web/ui';
import { useLocale } from '@insurance-web/ui';
import { opensInNewTabText } from './linkMessages.js';
import type { ProductSticker } from './ProductList/productListContent.js';

/** Every text the content blocks show on their own (the rest comes from the CMS). */
export interface BlockMessages {
  notFound: string;
  opensInNewTab: string;
  previewNoticeHeading: (label: string, type: string) => string;
  previewNoticeText: string;
  previewNoticeSection: string;
  phoneBoxCall: (phone: string) => string;
  videoPlay: string;
  videoPause: string;
  animationStop: string;
  animationPlay: string;
  carouselBannerLabel: string;
  logoCarouselLabel: string;
  /** Labels of the product stickers (SPEC §3 sticker values). */
  productStickers: Record<ProductSticker, string>;
  /** Names the product carousel when the block has no heading. */
  productCarouselLabel: string;
  /** `4,7 z 5`: a rating as shown beside its stars. */
  ratingOutOf: (value: number) => string;
  /** `Hodnocení 4 z 5`: a rating for screen readers. */
  ratingLabel: (value: number) => string;
  mediaReadTime: (minutes: number) => string;
  /** Added to the name of a gallery card that leads to a video. */
  mediaVideo: string;
  appStoreBadge: string;
  googlePlayBadge: string;
  /** Alternative text of the QR code when the CMS gives none. */
  appQrCode: string;
  companyDetails: {
    registeredOffice: string;
    ico: string;
    dic: string;
    dataBox: string;
    bankAccounts: string;
    accountNumber: string;
    iban: string;
    swift: string;
    paymentNote: string;
  };
  claimsLink: { heading: string; text: string; linkText: string };
  /** The people cards' video button, and its accessible name with the person's name. */
  peopleVideoButton: string;
  peopleVideoLabel: (name: string) => string;
  /** The detail button of the numbered list and the item list, and its name with the item's heading. */
  detailButton: string;
  detailLabel: (heading: string) => string;
  /** The photo modal: a thumbnail's name (by caption or alternative text, else by number), the dialog's fallback title. */
  photoZoomLabel: (name: string) => string;
  photoZoomNumbered: (number: number) => string;
  photoTitle: string;
}

/** One decimal at most, with the locale's decimal mark (`4,7`; `4` stays `4`). */
function decimal(value: number, mark: string): string {
  return String(Math.round(value * 10) / 10).replace('.', mark);
}

export const blockMessages: Record<Locale, BlockMessages> = {
  cs: {
    // SPEC §1's `not found` (its English text stays in `en`): the site is Czech, so is this line.
    notFound: 'Obsah nenalezen',
    opensInNewTab: opensInNewTabText.cs,
    previewNoticeHeading: (label, type) => `Blok „${label}“ (${type}) se na webu nezobrazí`,
    previewNoticeText: 'Jeho obsah v CMS neodpovídá tomu, co blok potřebuje. Opravte tato pole:',
    previewNoticeSection: '(celý blok)',
    phoneBoxCall: (phone) => `Zavolat na ${phone}`,
    videoPlay: 'Přehrát video',
    videoPause: 'Pozastavit video',
    animationStop: 'Zastavit animaci',
    animationPlay: 'Spustit animaci',
    carouselBannerLabel: 'Aktuální nabídky',
    logoCarouselLabel: 'Naši partneři',
    productStickers: {
      tba: 'Připravujeme',
      tip: 'Tip',
      recommended: 'Doporučujeme',
      new: 'Novinka',
      newCar: 'Nové auto',
      allCars: 'Pro všechna auta',
    },
    productCarouselLabel: 'Naše produkty',
    ratingOutOf: (value) => `${decimal(value, ',')} z 5`,
    ratingLabel: (value) => `Hodnocení ${decimal(value, ',')} z 5`,
    mediaReadTime: (minutes) => `${minutes} min čtení`,
    mediaVideo: '(video)',
    appStoreBadge: 'Stáhnout v App Store',
    googlePlayBadge: 'Nyní na Google Play',
    appQrCode: 'QR kód ke stažení aplikace',
    companyDetails: {
      registeredOffice: 'Sídlo',
      ico: 'IČO',
      dic: 'DIČ',
      dataBox: 'ID datové schránky',
      bankAccounts: 'Bankovní spojení',
      accountNumber: 'Číslo účtu',
      iban: 'IBAN',
      swift: 'SWIFT',
      paymentNote:
        'Platby prosím posílejte vždy podle pokynů ve smlouvě nebo v předpisu plateb, s uvedeným variabilním symbolem.',
    },
    claimsLink: {
      heading: 'Hlášení škody',
      text: 'Stala se vám škoda? Nechte nám číslo a likvidátor vám zavolá a škodu s vámi sepíše.',
      linkText: 'Požádat o nahlášení škody telefonem',
    },
    peopleVideoButton: 'Přehrát video',
    peopleVideoLabel: (name) => `Přehrát video: ${name}`,
    detailButton: 'Zobrazit detail',
    detailLabel: (heading) => `Zobrazit detail: ${heading}`,
    photoZoomLabel: (name) => `Zvětšit fotografii: ${name}`,
    photoZoomNumbered: (number) => `Zvětšit fotografii ${number}`,
    photoTitle: 'Fotografie',
  },
  en: {
    notFound: 'not found',
    opensInNewTab: opensInNewTabText.en,
    previewNoticeHeading: (label, type) => `Block “${label}” (${type}) is not shown on the site`,
    previewNoticeText: 'Its content in the CMS does not match what the block needs. Fix these fields:',
    previewNoticeSection: '(the whole block)',
    phoneBoxCall: (phone) => `Call ${phone}`,
    videoPlay: 'Play video',
    videoPause: 'Pause video',
    animationStop: 'Stop animation',
    animationPlay: 'Play animation',
    carouselBannerLabel: 'Current offers',
    logoCarouselLabel: 'Our partners',
    productStickers: {
      tba: 'Coming soon',
      tip: 'Tip',
      recommended: 'Recommended',
      new: 'New',
      newCar: 'New car',
      allCars: 'For all cars',
    },
    productCarouselLabel: 'Our products',
    ratingOutOf: (value) => `${decimal(value, '.')} out of 5`,
    ratingLabel: (value) => `Rated ${decimal(value, '.')} out of 5`,
    mediaReadTime: (minutes) => `${minutes} min read`,
    mediaVideo: '(video)',
    appStoreBadge: 'Download on the App Store',
    googlePlayBadge: 'Get it on Google Play',
    appQrCode: 'QR code to download the app',
    companyDetails: {
      registeredOffice: 'Registered office',
      ico: 'Company ID (IČO)',
      dic: 'VAT ID (DIČ)',
      dataBox: 'Data box ID',
      bankAccounts: 'Bank details',
      accountNumber: 'Account number',
      iban: 'IBAN',
      swift: 'SWIFT',
      paymentNote:
        'Please always make payments as instructed in your contract or payment schedule, quoting the variable symbol given.',
    },
    claimsLink: {
      heading: 'Reporting a claim',
      text: 'Has something happened? Leave us your number and a claims handler will call you and take the claim down with you.',
      linkText: 'Ask us to take your claim by phone',
    },
    peopleVideoButton: 'Play video',
    peopleVideoLabel: (name) => `Play video: ${name}`,
    detailButton: 'Show details',
    detailLabel: (heading) => `Show details: ${heading}`,
    photoZoomLabel: (name) => `Enlarge photo: ${name}`,
    photoZoomNumbered: (number) => `Enlarge photo ${number}`,
    photoTitle: 'Photo',
  },
};

/** The blocks' texts in the site's locale (`cs` outside a `SiteProvider`). */
export function useBlockMessages(): BlockMessages {
  return blockMessages[useLocale()];
}
