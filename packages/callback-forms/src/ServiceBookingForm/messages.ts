import type { ServiceInsuranceType } from '@insurance-web/api-client';
import type { Locale } from '@insurance-web/ui';
import type { ServiceIdentification } from '@insurance-web/validation';
import type { ServiceLocation } from '../branches/serviceBranches.js';

export interface ServiceBookingFormMessages {
  heading: string;
  perex: string;
  carSection: string;
  contactSection: string;
  insuranceSection: string;
  location: string;
  locations: Record<ServiceLocation, string>;
  brand: string;
  /** Added to the option of a brand serviced without the maker's authorisation (Kia). */
  unauthorisedOption: string;
  /** Said under the brand once such a brand is chosen. */
  unauthorisedNote: (brand: string) => string;
  carShop: string;
  /** Before both location and brand are chosen. */
  carShopPrompt: string;
  /** SPEC §5: no car centre serves the brand in the location. */
  carShopNone: string;
  /** How many car centres are offered, in Czech plural forms. */
  carShopCount: (count: number) => string;
  broker: string;
  brokerDescription: string;
  spz: string;
  brokerName: string;
  partnerId: string;
  partnerIdHint: string;
  insuranceType: string;
  insuranceTypes: Record<ServiceInsuranceType, string>;
  identification: string;
  identifications: Record<ServiceIdentification, string>;
  /** The label of the field that the chosen identification asks for. */
  identificationFields: Record<ServiceIdentification, string>;
  identificationHints: Partial<Record<ServiceIdentification, string>>;
  successHeading: string;
  successText: string;
}

export const serviceBookingFormMessages: Record<Locale, ServiceBookingFormMessages> = {
  cs: {
    heading: 'Objednávka do servisu',
    perex:
      'Vyberte lokalitu, značku vozu a autocentrum. Autocentrum se vám ozve a domluví s vámi termín servisu.',
    carSection: 'Vůz a autocentrum',
    contactSection: 'Kontaktní údaje',
    insuranceSection: 'Pojištění',
    location: 'Lokalita',
    locations: { Praha: 'Praha', Brno: 'Brno' },
    brand: 'Značka vozu',
    unauthorisedOption: ' (neautorizovaný servis)',
    unauthorisedNote: (brand) =>
      `Vozy ${brand} opravujeme jako neautorizovaný servis: postaráme se o pravidelnou údržbu i opravy, záruční opravy a svolávací akce výrobce ale provádí jen autorizovaný servis značky.`,
    carShop: 'Autocentrum',
    carShopPrompt: 'Autocentra nabídneme, jakmile vyberete lokalitu a značku vozu.',
    carShopNone: 'Takový výběr zatím obsloužit neumíme.',
    carShopCount: (count) =>
      count === 1
        ? 'Vaši značku v této lokalitě opravuje 1 autocentrum.'
        : count >= 2 && count <= 4
          ? `Vaši značku v této lokalitě opravují ${count} autocentra.`
          : `Vaši značku v této lokalitě opravuje ${count} autocenter.`,
    broker: 'Jsem zprostředkovatel',
    brokerDescription: 'Objednáváte do servisu vůz svého klienta jako pojišťovací zprostředkovatel.',
    spz: 'SPZ vozidla',
    brokerName: 'Název zprostředkovatele',
    partnerId: 'ID partnera',
    partnerIdHint: 'Nepovinné. Číslo, pod kterým s námi spolupracujete.',
    insuranceType: 'Pojištění, které u nás máte',
    insuranceTypes: {
      MTPL: 'Povinné ručení',
      CASCO: 'Havarijní pojištění',
      PROPERTY: 'Pojištění majetku',
      LIABILITY: 'Pojištění odpovědnosti',
      BUSINESS: 'Pojištění podnikatelů',
    },
    identification: 'Podle čeho vás dohledáme',
    identifications: {
      personalId: 'Rodné číslo',
      companyId: 'IČO',
      contractId: 'Číslo smlouvy',
      personalSpz: 'SPZ',
    },
    identificationFields: {
      personalId: 'Rodné číslo',
      companyId: 'IČO',
      contractId: 'Číslo smlouvy',
      personalSpz: 'SPZ pojištěného vozidla',
    },
    identificationHints: {
      personalId: 'Např. 855101/1234, lomítko můžete vynechat.',
      contractId: 'Najdete ho v pojistné smlouvě.',
    },
    successHeading: 'Děkujeme za váš zájem!',
    successText: 'A je to. Vybrané autocentrum se vám brzy ozve a potvrdí s vámi termín servisu.',
  },
  en: {
    heading: 'Book a service',
    perex:
      'Choose the location, your car’s make and a car centre. The car centre will call you to agree a date.',
    carSection: 'Car and car centre',
    contactSection: 'Contact details',
    insuranceSection: 'Insurance',
    location: 'Location',
    locations: { Praha: 'Prague', Brno: 'Brno' },
    brand: 'Car make',
    unauthorisedOption: ' (independent service)',
    unauthorisedNote: (brand) =>
      `We service ${brand} cars as an independent garage: regular maintenance and repairs, but warranty repairs and the maker's recalls are done only by the make's authorised service.`,
    carShop: 'Car centre',
    carShopPrompt: 'Choose the location and the make, and we will offer the car centres.',
    carShopNone: 'We cannot serve this choice yet.',
    carShopCount: (count) =>
      count === 1
        ? '1 car centre services your make in this location.'
        : `${count} car centres service your make in this location.`,
    broker: 'I am a broker',
    brokerDescription: 'You are booking your client’s car as an insurance broker.',
    spz: 'Registration plate',
    brokerName: 'Broker’s name',
    partnerId: 'Partner ID',
    partnerIdHint: 'Optional. The number you work with us under.',
    insuranceType: 'Your insurance with us',
    insuranceTypes: {
      MTPL: 'Motor third-party liability',
      CASCO: 'Comprehensive car insurance',
      PROPERTY: 'Property insurance',
      LIABILITY: 'Liability insurance',
      BUSINESS: 'Business insurance',
    },
    identification: 'How we find you',
    identifications: {
      personalId: 'Birth number',
      companyId: 'Company ID',
      contractId: 'Contract number',
      personalSpz: 'Registration plate',
    },
    identificationFields: {
      personalId: 'Birth number',
      companyId: 'Company ID (IČO)',
      contractId: 'Contract number',
      personalSpz: 'Registration plate of the insured car',
    },
    identificationHints: {
      personalId: 'For example 855101/1234; the slash may be left out.',
      contractId: 'You will find it in your insurance contract.',
    },
    successHeading: 'Thank you for your interest!',
    successText: 'All done. The car centre you chose will call you soon to confirm the date of your service.',
  },
};
