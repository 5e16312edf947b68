import { type Locale, useLocale } from '@insurance-web/ui';

/** The texts of the plate quote box and of the quote flow's vehicle panel (the rest comes from the CMS). */
export interface PlateMessages {
  plateLabel: string;
  platePlaceholder: string;
  /** Names an inline box that has no heading. */
  formLabel: string;
  submit: string;
  /** The button once the lookup has answered, found or not (SPEC §4). */
  continue: string;
  bubbleDefault: string;
  bubbleLoading: string;
  bubbleFound: string;
  /** A vehicle found whose model code the local table does not know. */
  bubbleFoundUnnamed: (plate: string) => string;
  bubbleRedirecting: string;
  bubbleFail: string;
  /** The small registration certificate hint under the failure (SPEC §4). */
  bubbleFailHint: string;
  flow: {
    vehicleHeading: string;
    plate: string;
    vehicle: string;
    loading: string;
    unnamedVehicle: string;
    changePlate: string;
    lookUp: string;
    cancel: string;
    intro: string;
  };
}

export const plateMessages: Record<Locale, PlateMessages> = {
  cs: {
    plateLabel: 'Registrační značka (SPZ)',
    platePlaceholder: 'např. 1AB 2345',
    formLabel: 'Nabídka pojištění podle SPZ',
    submit: 'Chci nabídku',
    continue: 'Pokračovat',
    bubbleDefault:
      'Zadejte SPZ a údaje o vozidle doplníme za vás. Jakmile vozidlo najdeme, převedeme vás rovnou k nabídce.',
    bubbleLoading: 'Hledáme vaše vozidlo…',
    bubbleFound: 'Našli jsme vaše vozidlo:',
    bubbleFoundUnnamed: (plate) => `Vozidlo se SPZ ${plate} jsme našli v registru.`,
    bubbleRedirecting: 'Převádíme vás k nabídce pro vaše vozidlo…',
    bubbleFail: 'Údaje o vozidle jsme bohužel nenašli, ale nezoufejte…',
    bubbleFailHint:
      'Snadno je vyplníte podle malého technického průkazu (osvědčení o registraci vozidla, část I).',
    flow: {
      vehicleHeading: 'Vaše vozidlo',
      plate: 'SPZ',
      vehicle: 'Vozidlo',
      loading: 'Načítáme údaje o vozidle…',
      unnamedVehicle: 'nalezeno v registru vozidel',
      changePlate: 'Změnit SPZ',
      lookUp: 'Dohledat vozidlo',
      cancel: 'Zrušit',
      intro:
        'Zadejte SPZ a údaje o vozidle doplníme za vás. Nemáte ji po ruce? Nevadí, poradce vám nabídku připraví i bez ní.',
    },
  },
  en: {
    plateLabel: 'Registration plate',
    platePlaceholder: 'e.g. 1AB 2345',
    formLabel: 'Offer by registration plate',
    submit: 'Get an offer',
    continue: 'Continue',
    bubbleDefault:
      'Enter the plate and we will fill in the vehicle details for you. Once we find the vehicle, we take you straight to the offer.',
    bubbleLoading: 'Looking up your vehicle…',
    bubbleFound: 'We found your vehicle:',
    bubbleFoundUnnamed: (plate) => `We found the vehicle with plate ${plate} in the register.`,
    bubbleRedirecting: 'Taking you to the offer for your vehicle…',
    bubbleFail: 'Unfortunately we could not find the vehicle details, but don’t worry…',
    bubbleFailHint:
      'You can easily fill them in from the small registration certificate (vehicle registration certificate, part I).',
    flow: {
      vehicleHeading: 'Your vehicle',
      plate: 'Plate',
      vehicle: 'Vehicle',
      loading: 'Loading the vehicle details…',
      unnamedVehicle: 'found in the vehicle register',
      changePlate: 'Change plate',
      lookUp: 'Look up the vehicle',
      cancel: 'Cancel',
      intro:
        'Enter the plate and we will fill in the vehicle details for you. Not at hand? No problem, we can quote without it.',
    },
  },
};

/** The plate texts in the site's locale. */
export function usePlateMessages(): PlateMessages {
  return plateMessages[useLocale()];
}
