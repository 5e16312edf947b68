import type { Locale } from '@insurance-web/ui';
import { formatPercent } from '@insurance-web/validation';

/** The analytics events of a valid submit (SPEC §7), the same in every language. */
export const CASCO_EVENTS = {
  withoutCalculator: 'Chci poradit',
  withCalculator: 'Ozvěte se mi',
} as const;

/** Every text of the casco dialog (SPEC §2 item 11, §5, §8), Czech first. */
export interface CascoMessages {
  /** The dialog's title. */
  title: string;
  /** The button that opens the dialog without a calculator. */
  openWithoutCalculator: string;
  /** The button that opens it from a calculation. */
  openWithCalculator: string;
  /** The section's default heading and text. */
  sectionHeading: string;
  sectionPerex: string;
  /** The section's line about the calculation the dialog will carry. */
  sectionCalculation: (summary: string) => string;
  tabsLabel: string;
  phoneTab: string;
  emailTab: string;
  phoneHeading: string;
  /** Before and after the call centre's number, which is a `tel:` link. */
  phoneHintBefore: string;
  phoneHintAfter: string;
  emailHeading: string;
  requiredNote: string;
  summaryHeading: string;
  summaryBrand: string;
  summaryAge: string;
  summaryValue: string;
  summaryPrice: string;
  discount: (percent: number) => string;
  brand: string;
  age: string;
  value: string;
  exactValue: string;
  exactValueHint: string;
  allRisk: string;
  name: string;
  phone: string;
  personalId: string;
  personalIdHint: string;
  zipCode: string;
  spz: string;
  startDate: string;
  startDateHint: string;
  email: string;
  submit: string;
  /** What sending means for the visitor's data (the call always sends `termsAgreement: true`). */
  privacyNotice: string;
  /** Under a field whose server error came without a text. */
  serverFieldError: string;
  successPhone: (product: string) => string;
  successEmail: string;
}

export const cascoMessages: Record<Locale, CascoMessages> = {
  cs: {
    title: 'Ozveme se vám s konkrétní nabídkou',
    openWithoutCalculator: 'Chci poradit',
    openWithCalculator: 'Ozvěte se mi',
    sectionHeading: 'Chcete havarijní pojištění na míru?',
    sectionPerex:
      'Nechte nám telefon nebo e-mail. Poradce vám zavolá, nebo vám pošleme konkrétní nabídku i s výpočtem bonusu.',
    sectionCalculation: (summary) => `Vaše kalkulace: ${summary}`,
    tabsLabel: 'Jak se vám máme ozvat',
    phoneTab: 'Zavolejte mi',
    emailTab: 'Ozvěte se na e-mail',
    phoneHeading: 'Na jaké číslo vám můžeme zavolat?',
    phoneHintBefore: 'Můžete nám také zavolat přímo na',
    phoneHintAfter: 'v pracovní dny od 8 do 18 hodin.',
    emailHeading: 'Pro zaslání nabídky a výpočet bonusu potřebujeme znát tyto údaje',
    requiredNote: '*povinné informace',
    summaryHeading: 'Vaše kalkulace',
    summaryBrand: 'Značka vozidla',
    summaryAge: 'Stáří vozidla',
    summaryValue: 'Hodnota vozidla (Kč)',
    summaryPrice: 'Orientační cena havarijního pojištění na 1 měsíc',
    discount: (percent) => `(včetně slevy ${formatPercent(percent)})`,
    brand: 'Značka vozidla',
    age: 'Stáří vozidla',
    value: 'Hodnota vozidla (Kč)',
    exactValue: 'Přesná hodnota vozidla (Kč)',
    exactValueHint: 'Cena vozidla včetně DPH, například 450 000.',
    allRisk: 'Chci pojištění i pro případ havárie',
    name: 'Jméno',
    phone: 'Telefon',
    personalId: 'Rodné číslo',
    personalIdHint: 'Rodné číslo potřebujeme pro výpočet bonusu.',
    zipCode: 'PSČ trvalého bydliště',
    spz: 'SPZ',
    startDate: 'Počátek pojištění',
    startDateHint: 'Např. 12. 3. 2021',
    email: 'E-mail',
    submit: 'Odeslat',
    privacyNotice:
      'Odesláním nám svěřujete své osobní údaje: použijeme je jen k tomu, abychom vás kontaktovali a připravili vám nabídku.',
    serverFieldError: 'Zkontrolujte prosím tento údaj.',
    successPhone: (product) => `A je to. Náš ${product} poradce vás bude brzy kontaktovat.`,
    successEmail: 'A je to. Již děláme na zpracování nabídky, kterou obdržíte do vašeho emailu.',
  },
  en: {
    title: 'We will get back to you with a specific offer',
    openWithoutCalculator: 'Get advice',
    openWithCalculator: 'Contact me',
    sectionHeading: 'Would you like casco insurance tailored to you?',
    sectionPerex:
      'Leave us your phone number or e-mail. An adviser will call you, or we will send you an offer with your bonus calculated.',
    sectionCalculation: (summary) => `Your calculation: ${summary}`,
    tabsLabel: 'How should we contact you',
    phoneTab: 'Call me',
    emailTab: 'Reply by e-mail',
    phoneHeading: 'Which number can we call you on?',
    phoneHintBefore: 'You can also call us directly on',
    phoneHintAfter: 'on working days from 8 am to 6 pm.',
    emailHeading: 'To send you an offer and calculate your bonus we need these details',
    requiredNote: '*required information',
    summaryHeading: 'Your calculation',
    summaryBrand: 'Vehicle make',
    summaryAge: 'Vehicle age',
    summaryValue: 'Vehicle value (CZK)',
    summaryPrice: 'Indicative casco price for 1 month',
    discount: (percent) => `(including a ${formatPercent(percent, 'en')} discount)`,
    brand: 'Vehicle make',
    age: 'Vehicle age',
    value: 'Vehicle value (CZK)',
    exactValue: 'Exact vehicle value (CZK)',
    exactValueHint: 'The price of the vehicle including VAT, for example 450 000.',
    allRisk: 'I also want cover for accidents',
    name: 'First name',
    phone: 'Phone',
    personalId: 'Birth number',
    personalIdHint: 'We need your birth number to calculate your bonus.',
    zipCode: 'Postcode of permanent residence',
    spz: 'Registration plate',
    startDate: 'Start of cover',
    startDateHint: 'E.g. 12. 3. 2021',
    email: 'E-mail',
    submit: 'Send',
    privacyNotice:
      'By sending this you entrust us with your personal data: we use it only to contact you and prepare your offer.',
    serverFieldError: 'Please check this entry.',
    successPhone: (product) => `Done. Your ${product} adviser will contact you soon.`,
    successEmail: 'Done. We are already preparing the offer, which you will receive by e-mail.',
  },
};
