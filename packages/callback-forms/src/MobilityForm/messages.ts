import type { Locale } from '@insurance-web/ui';
import type { MobilityIdentification, MobilityInsuranceType } from '@insurance-web/validation';

/** The texts of one of the two mobility sections: what the visitor is asking for, and the thanks. */
export interface MobilityVariantMessages {
  heading: string;
  perex: string;
  successHeading: string;
}

export interface MobilityFormMessages {
  mobility: MobilityVariantMessages;
  guarantee: MobilityVariantMessages;
  branchGroup: string;
  location: string;
  brand: string;
  branch: string;
  /** SPEC §8: before the location and brand are chosen. */
  branchPrompt: string;
  branchesFound: (count: number) => string;
  /** Follows SPEC's `Takový výběr zatím obsloužit neumíme.` (validation's `noBranchMatch`). */
  callUs: string;
  contactGroup: string;
  broker: string;
  brokerDescription: string;
  registrationPlate: string;
  registrationPlateHint: string;
  brokerName: string;
  salesNumber: string;
  salesNumberHint: string;
  insuranceType: string;
  insuranceTypes: Record<MobilityInsuranceType, string>;
  identification: string;
  identificationHint: string;
  identifications: Record<MobilityIdentification, string>;
  /** Why the plate cannot be chosen: the description of its disabled option. */
  plateOnlyForVehicle: string;
  identificationHints: Record<MobilityIdentification, string>;
  successBroker: string;
  successClient: string;
}

export const mobilityFormMessages: Record<Locale, MobilityFormMessages> = {
  cs: {
    mobility: {
      heading: 'Náhradní mobilita',
      perex:
        'Zůstaňte mobilní, i když je vaše auto v servisu. Vyberte autocentrum a do 24 hodin se vám ozveme.',
      successHeading: 'Děkujeme za váš zájem!',
    },
    guarantee: {
      heading: 'Záruka mobility',
      perex:
        'Když vaše auto nepojede, postaráme se, abyste se dostali dál. Požádejte o záruku mobility a do 24 hodin se vám ozveme s dalším postupem.',
      successHeading: 'Žádost o záruku mobility jsme přijali',
    },
    branchGroup: 'Autocentrum',
    location: 'Lokalita',
    brand: 'Značka vozidla',
    branch: 'Pobočka',
    branchPrompt: 'Pro zobrazení poboček prosím vyberte město a značku.',
    branchesFound: (count) => `Nalezené pobočky: ${count}. Vyberte jednu z nich.`,
    callUs: 'Zavolejte nám prosím na',
    contactGroup: 'Kontaktní údaje',
    broker: 'Jsem zprostředkovatel',
    brokerDescription: 'Žádost podáváte za svého klienta: vyplníte SPZ vozidla a název své společnosti.',
    registrationPlate: 'SPZ vozidla',
    registrationPlateHint: 'Například 1AB 2345.',
    brokerName: 'Název zprostředkovatele',
    salesNumber: 'Získatelské číslo',
    salesNumberHint: 'Nepovinné. Pomůže nám žádost rychleji přiřadit.',
    insuranceType: 'Druh pojištění',
    insuranceTypes: {
      VEHICLE: 'Pojištění vozidla',
      PROPERTY: 'Pojištění majetku',
      LIABILITY: 'Pojištění odpovědnosti',
      BUSINESS: 'Pojištění podnikatelů',
    },
    identification: 'Podle čeho vás najdeme',
    identificationHint: 'Stačí jeden údaj.',
    identifications: {
      personalIn: 'Rodné číslo',
      companyIn: 'IČO',
      policyNumber: 'Číslo pojistné smlouvy',
      registrationPlate: 'SPZ vozidla',
    },
    plateOnlyForVehicle: 'Jen u pojištění vozidla.',
    identificationHints: {
      personalIn: 'S lomítkem i bez něj, například 736028/5163.',
      companyIn: 'Osm číslic, například 25596641.',
      policyNumber: 'Najdete ho v pojistné smlouvě.',
      registrationPlate: 'Například 1AB 2345.',
    },
    successBroker:
      'A je to. Ozveme se vám do 24 hodin. Mějte prosím po ruce VIN vozidla a své získatelské číslo.',
    successClient:
      'A je to. Ozveme se vám do 24 hodin. Mějte prosím po ruce VIN vozidla a rodné číslo nebo číslo pojistné smlouvy.',
  },
  en: {
    mobility: {
      heading: 'Replacement mobility',
      perex:
        'Stay on the move while your car is being serviced. Choose a car centre and we will contact you within 24 hours.',
      successHeading: 'Thank you for your interest!',
    },
    guarantee: {
      heading: 'Mobility guarantee',
      perex:
        'If your car breaks down, we make sure you can carry on. Request the mobility guarantee and we will contact you within 24 hours with the next steps.',
      successHeading: 'We have received your mobility guarantee request',
    },
    branchGroup: 'Car centre',
    location: 'Location',
    brand: 'Vehicle brand',
    branch: 'Branch',
    branchPrompt: 'Please choose a city and a brand to see the branches.',
    branchesFound: (count) => `Branches found: ${count}. Choose one of them.`,
    callUs: 'Please call us on',
    contactGroup: 'Contact details',
    broker: 'I am a broker',
    brokerDescription: 'You are applying for your client: enter the vehicle’s plate and your company’s name.',
    registrationPlate: 'Registration plate',
    registrationPlateHint: 'For example 1AB 2345.',
    brokerName: 'Broker name',
    salesNumber: 'Sales number',
    salesNumberHint: 'Optional. It helps us match your request faster.',
    insuranceType: 'Type of insurance',
    insuranceTypes: {
      VEHICLE: 'Vehicle insurance',
      PROPERTY: 'Property insurance',
      LIABILITY: 'Liability insurance',
      BUSINESS: 'Business insurance',
    },
    identification: 'How we find you',
    identificationHint: 'One detail is enough.',
    identifications: {
      personalIn: 'Birth number',
      companyIn: 'Company ID (IČO)',
      policyNumber: 'Insurance contract number',
      registrationPlate: 'Registration plate',
    },
    plateOnlyForVehicle: 'Vehicle insurance only.',
    identificationHints: {
      personalIn: 'With or without the slash, for example 736028/5163.',
      companyIn: 'Eight digits, for example 25596641.',
      policyNumber: 'You will find it in your insurance contract.',
      registrationPlate: 'For example 1AB 2345.',
    },
    successBroker:
      'All done. We will contact you within 24 hours. Please have the vehicle’s VIN and your sales number ready.',
    successClient:
      'All done. We will contact you within 24 hours. Please have the vehicle’s VIN and your birth number or contract number ready.',
  },
};
