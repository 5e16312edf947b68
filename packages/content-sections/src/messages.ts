import type { Locale } from '@insurance-web/ui';
import { useLocale } from '@insurance-web/ui';

/** Every text the content blocks show on their own (the rest comes from the CMS). */
export interface BlockMessages {
  notFound: string;
  opensInNewTab: string;
  previewNoticeHeading: (label: string, type: string) => string;
  previewNoticeText: string;
  previewNoticeSection: string;
  phoneBoxCall: (phone: string) => string;
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
}

export const blockMessages: Record<Locale, BlockMessages> = {
  cs: {
    // SPEC §1 gives this text as it is, in English.
    notFound: 'not found',
    opensInNewTab: '(otevře se v novém okně)',
    previewNoticeHeading: (label, type) => `Blok „${label}“ (${type}) se na webu nezobrazí`,
    previewNoticeText: 'Jeho obsah v CMS neodpovídá tomu, co blok potřebuje. Opravte tato pole:',
    previewNoticeSection: '(celý blok)',
    phoneBoxCall: (phone) => `Zavolat na ${phone}`,
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
      text: 'Stala se vám škoda? Nahlaste ji online, zabere to jen pár minut.',
      linkText: 'Nahlásit škodu online',
    },
  },
  en: {
    notFound: 'not found',
    opensInNewTab: '(opens in a new window)',
    previewNoticeHeading: (label, type) => `Block “${label}” (${type}) is not shown on the site`,
    previewNoticeText: 'Its content in the CMS does not match what the block needs. Fix these fields:',
    previewNoticeSection: '(the whole block)',
    phoneBoxCall: (phone) => `Call ${phone}`,
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
      text: 'Has something happened? Report the claim online, it only takes a few minutes.',
      linkText: 'Report a claim online',
    },
  },
};

/** The blocks' texts in the site's locale (`cs` outside a `SiteProvider`). */
export function useBlockMessages(): BlockMessages {
  return blockMessages[useLocale()];
}
