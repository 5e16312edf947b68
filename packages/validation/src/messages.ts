/** The languages every message exists in; Czech is what visitors see, English the second locale. */
export type Locale = 'cs' | 'en';

/**
 * Every validation text of every form (SPEC §5, §8). Czech is written with its diacritics
 * (SPEC-NOTES); each rule has its own text, so zod's `Invalid input` never reaches a visitor.
 */
export interface ValidationMessages {
  // Shared (SPEC §5)
  required: string;
  requiredDate: string;
  dateFormat: string;
  birthNumberInvalid: string;
  icoInvalid: string;
  // Call-back
  nameRequired: string;
  phoneRequired: string;
  phoneFormat: string;
  phoneHint: string;
  dateRequired: string;
  dayTimeRequired: string;
  topicRequired: string;
  callbackWeekend: string;
  callbackTooEarly: string;
  callbackMorningToday: string;
  // Tech event, digital meeting
  chooseOne: string;
  contactRequired: string;
  firstNamePlease: string;
  surnamePlease: string;
  emailRequired: string;
  emailFormat: string;
  formIncomplete: string;
  // Service booking, question, need-help, mobility
  locationRequired: string;
  brandRequired: string;
  carShopRequired: string;
  surnameRequired: string;
  spzRequired: string;
  plateTooLong: string;
  plateOnlyForVehicle: string;
  brokerNameRequired: string;
  insuranceRequired: string;
  personalIdRequired: string;
  companyIdRequired: string;
  contractIdRequired: string;
  agreementRequired: string;
  questionRequired: string;
  policyNumberRequired: string;
  branchRequired: string;
  noBranchMatch: string;
  identificationRequired: string;
  // Suitability record
  recommendationTooShort: string;
  differenceTooShort: string;
  ownRecordRequired: string;
  // Whistleblowing
  relationshipRequired: string;
  reportRequired: string;
  reportTooShort: string;
  reportTooLong: string;
  contactChannelRequired: string;
  // Claim-report request
  claimTypeRequired: string;
  eventDateRequired: string;
  eventDateInFuture: string;
  fullNameRequired: string;
  policyOrPlateTooLong: string;
  claimDescriptionTooLong: string;
  // Casco
  vehicleBrandRequired: string;
  vehicleAgeRequired: string;
  vehicleValueRequired: string;
  vehicleValueFormat: string;
  birthNumberFormat: string;
  zipCodeRequired: string;
  zipCodeFormat: string;
}

const cs: ValidationMessages = {
  required: 'Prosím vyplňte.',
  requiredDate: 'Prosím vyberte datum.',
  dateFormat: 'Datum je ve špatném formátu.',
  birthNumberInvalid: 'Rodné číslo je neplatné.',
  icoInvalid: 'IČO je neplatné.',
  nameRequired: 'Jméno je povinný údaj.',
  phoneRequired: 'Telefon je povinný údaj.',
  phoneFormat: 'Špatný formát čísla nebo chybí předvolba.',
  phoneHint: 'Zadejte číslo s předvolbou +420 nebo +421.',
  dateRequired: 'Datum je povinný údaj.',
  dayTimeRequired: 'Čas je povinný údaj.',
  topicRequired: 'Výběr tématu je povinný údaj.',
  callbackWeekend: 'V tento den se vám nemůžeme věnovat, zvolte prosím jiný den než víkend…',
  callbackTooEarly: 'Na tento den už vám zavolat nestihneme, zvolte prosím pozdější datum.',
  callbackMorningToday: 'Dnes vám můžeme zavolat už jen odpoledne.',
  chooseOne: 'Prosím vyberte jednu z možností.',
  contactRequired: 'Způsob kontaktu je povinný údaj.',
  firstNamePlease: 'Prosím vyplňte jméno.',
  surnamePlease: 'Prosím vyplňte příjmení.',
  emailRequired: 'E-mail je povinný údaj.',
  emailFormat: 'E-mail je ve špatném formátu.',
  formIncomplete: 'Jejda, ještě něco chybí. Zkontrolujte si prosím zadané údaje.',
  locationRequired: 'Lokalita je povinný údaj.',
  brandRequired: 'Značka je povinný údaj.',
  carShopRequired: 'Výběr autocentra je povinný údaj.',
  surnameRequired: 'Příjmení je povinný údaj.',
  spzRequired: 'SPZ je povinný údaj.',
  plateTooLong: 'SPZ může mít nejvýše 9 znaků.',
  plateOnlyForVehicle: 'SPZ lze použít jen u pojištění vozidla.',
  brokerNameRequired: 'Název zprostředkovatele je povinný údaj.',
  insuranceRequired: 'Výběr pojištění je povinný údaj.',
  personalIdRequired: 'Rodné číslo je povinný údaj.',
  companyIdRequired: 'IČO je povinný údaj.',
  contractIdRequired: 'Číslo smlouvy je povinný údaj.',
  agreementRequired: 'Souhlas je povinný údaj.',
  questionRequired: 'Dotaz je povinný údaj.',
  policyNumberRequired: 'Číslo smlouvy je povinný údaj.',
  branchRequired: 'Pobočka je povinný údaj.',
  noBranchMatch: 'Takový výběr zatím obsloužit neumíme.',
  identificationRequired: 'Výběr identifikace je povinný údaj.',
  recommendationTooShort: 'Minimální délka musí být 11 znaků.',
  differenceTooShort: 'Minimální délka musí být 6 znaků.',
  ownRecordRequired: 'Prosím potvrďte, že jde o váš záznam.',
  relationshipRequired: 'Vztah ke společnosti je povinný údaj.',
  reportRequired: 'Popis toho, co se stalo, je povinný údaj.',
  reportTooShort: 'Popište prosím, co se stalo (alespoň 30 znaků).',
  reportTooLong: 'Text může mít nejvýše 5 000 znaků.',
  contactChannelRequired: 'E-mail nebo telefon je povinný údaj.',
  claimTypeRequired: 'Druh škody je povinný údaj.',
  eventDateRequired: 'Datum události je povinný údaj.',
  eventDateInFuture: 'Datum události nemůže být v budoucnosti.',
  fullNameRequired: 'Jméno a příjmení je povinný údaj.',
  policyOrPlateTooLong: 'SPZ nebo číslo smlouvy může mít nejvýše 30 znaků.',
  claimDescriptionTooLong: 'Stručný popis může mít nejvýše 1 000 znaků.',
  vehicleBrandRequired: 'Značka vozidla je povinný údaj.',
  vehicleAgeRequired: 'Věk vozidla je povinný údaj.',
  vehicleValueRequired: 'Hodnota vozidla je povinný údaj.',
  vehicleValueFormat: 'Hodnotu vozidla zadejte v Kč číslicemi, např. 450 000.',
  birthNumberFormat: 'Špatný formát rodného čísla.',
  zipCodeRequired: 'PSČ je povinný údaj.',
  zipCodeFormat: 'PSČ musí mít přesně 5 číslic.',
};

const en: ValidationMessages = {
  required: 'Please fill this in.',
  requiredDate: 'Please choose a date.',
  dateFormat: 'The date is in the wrong format.',
  birthNumberInvalid: 'The birth number is not valid.',
  icoInvalid: 'The company ID is not valid.',
  nameRequired: 'Name is required.',
  phoneRequired: 'Phone is required.',
  phoneFormat: 'Wrong number format or the prefix is missing.',
  phoneHint: 'Enter the number with the prefix +420 or +421.',
  dateRequired: 'Date is required.',
  dayTimeRequired: 'Time is required.',
  topicRequired: 'Choosing a topic is required.',
  callbackWeekend: 'We cannot call you on this day, please choose a day other than the weekend…',
  callbackTooEarly: 'We can no longer call you on this day, please choose a later date.',
  callbackMorningToday: 'Today we can only call you in the afternoon.',
  chooseOne: 'Please choose one of the options.',
  contactRequired: 'The way to contact you is required.',
  firstNamePlease: 'Please fill in your first name.',
  surnamePlease: 'Please fill in your surname.',
  emailRequired: 'E-mail is required.',
  emailFormat: 'The e-mail is in the wrong format.',
  formIncomplete: 'Oops, something is still missing. Please check the details you entered.',
  locationRequired: 'Location is required.',
  brandRequired: 'Brand is required.',
  carShopRequired: 'Choosing a car centre is required.',
  surnameRequired: 'Surname is required.',
  spzRequired: 'Registration plate is required.',
  plateTooLong: 'A registration plate has at most 9 characters.',
  plateOnlyForVehicle: 'A registration plate can only be used for vehicle insurance.',
  brokerNameRequired: 'Broker name is required.',
  insuranceRequired: 'Choosing the insurance is required.',
  personalIdRequired: 'Birth number is required.',
  companyIdRequired: 'Company ID is required.',
  contractIdRequired: 'Contract number is required.',
  agreementRequired: 'Consent is required.',
  questionRequired: 'Question is required.',
  policyNumberRequired: 'Contract number is required.',
  branchRequired: 'Branch is required.',
  noBranchMatch: 'We cannot serve this choice yet.',
  identificationRequired: 'Choosing the identification is required.',
  recommendationTooShort: 'The minimum length is 11 characters.',
  differenceTooShort: 'The minimum length is 6 characters.',
  ownRecordRequired: 'Please confirm that this is your own record.',
  relationshipRequired: 'Relationship to the company is required.',
  reportRequired: 'A description of what happened is required.',
  reportTooShort: 'Please describe what happened in at least 30 characters.',
  reportTooLong: 'The text can have at most 5,000 characters.',
  contactChannelRequired: 'An e-mail or a phone is required.',
  claimTypeRequired: 'Type of claim is required.',
  eventDateRequired: 'Date of the event is required.',
  eventDateInFuture: 'The date of the event cannot be in the future.',
  fullNameRequired: 'Full name is required.',
  policyOrPlateTooLong: 'The plate or contract number can have at most 30 characters.',
  claimDescriptionTooLong: 'The short description can have at most 1,000 characters.',
  vehicleBrandRequired: 'Vehicle brand is required.',
  vehicleAgeRequired: 'Vehicle age is required.',
  vehicleValueRequired: 'Vehicle value is required.',
  vehicleValueFormat: 'Enter the vehicle value in CZK as digits, e.g. 450 000.',
  birthNumberFormat: 'Wrong birth number format.',
  zipCodeRequired: 'Postcode is required.',
  zipCodeFormat: 'A postcode has exactly 5 digits.',
};

export const messages: Record<Locale, ValidationMessages> = { cs, en };

/** The messages of a locale; an unknown locale falls back to Czech, the site's language. */
export function messagesFor(locale: Locale = 'cs'): ValidationMessages {
  return messages[locale] ?? messages.cs;
}
