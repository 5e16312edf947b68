import type { Locale } from '@insurance-web/ui';

export interface SuitabilityRecordMessages {
  heading: string;
  perex: string;
  perexAgent: string;
  /** The calculation the record belongs to. */
  calculation: string;
  calculatedAt: string;
  loadingCalculation: string;
  noCalculationHeading: string;
  noCalculationText: string;
  request: string;
  requestHint: string;
  recommendation: string;
  recommendationHint: string;
  difference: string;
  differenceHint: string;
  ownRecord: string;
  submit: string;
  generating: string;
  downloaded: (fileName: string) => string;
  failed: string;
}

export const suitabilityRecordMessages: Record<Locale, SuitabilityRecordMessages> = {
  cs: {
    heading: 'Záznam z jednání',
    perex:
      'Zapište, co od pojištění očekáváte, co vám doporučujeme a v čem se doporučení od vašich požadavků liší. Záznam si stáhnete jako PDF.',
    perexAgent:
      'Zapište požadavky a potřeby klienta, své doporučení a rozdíly mezi nimi. Záznam se uloží k výpočtu a stáhne jako PDF.',
    calculation: 'Výpočet',
    calculatedAt: 'Spočítáno',
    loadingCalculation: 'Načítáme váš výpočet…',
    noCalculationHeading: 'Záznam patří k výpočtu pojištění',
    noCalculationText:
      'Záznam z jednání se vytváří k výpočtu pojištění vozidla. Jakmile bude výpočet hotový, připravíme záznam právě k němu.',
    request: 'Požadavky a potřeby',
    requestHint: 'Co má pojištění krýt, např. povinné ručení, havárii, odcizení nebo asistenci.',
    recommendation: 'Doporučení',
    recommendationHint: 'Jaké pojištění doporučujeme a proč. Alespoň 11 znaků.',
    difference: 'Rozdíly mezi požadavky a doporučením',
    differenceHint: 'Když se doporučení od požadavků neliší, ponechte „Nejsou“. Alespoň 6 znaků.',
    ownRecord: 'Potvrzuji, že jde o můj vlastní záznam z jednání s klientem.',
    submit: 'Stáhnout záznam z jednání',
    generating: 'Připravujeme záznam z jednání…',
    downloaded: (fileName) => `Hotovo. Záznam z jednání je stažený jako ${fileName}.`,
    failed: 'Záznam z jednání se nepodařilo vytvořit. Vyplněné údaje zůstaly, zkuste to prosím znovu.',
  },
  en: {
    heading: 'Record of the meeting',
    perex:
      'Write down what you expect from the insurance, what we recommend and how the recommendation differs from your needs. You download the record as a PDF.',
    perexAgent:
      'Write down the client’s demands and needs, your recommendation and the differences between them. The record is saved with the calculation and downloaded as a PDF.',
    calculation: 'Calculation',
    calculatedAt: 'Calculated',
    loadingCalculation: 'Loading your calculation…',
    noCalculationHeading: 'The record belongs to an insurance calculation',
    noCalculationText:
      'A record of the meeting is made for a vehicle insurance calculation. Once you have calculated your insurance, we prepare the record for that calculation.',
    request: 'Demands and needs',
    requestHint: 'What the insurance should cover, e.g. liability, accidents, theft or assistance.',
    recommendation: 'Recommendation',
    recommendationHint: 'Which insurance we recommend and why. At least 11 characters.',
    difference: 'Differences between the demands and the recommendation',
    differenceHint:
      'If the recommendation does not differ from the demands, leave “Nejsou” (none). At least 6 characters.',
    ownRecord: 'I confirm this is my own record of the meeting with the client.',
    submit: 'Download the record of the meeting',
    generating: 'Preparing the record of the meeting…',
    downloaded: (fileName) => `Done. The record of the meeting was downloaded as ${fileName}.`,
    failed: 'The record of the meeting could not be made. What you filled in is kept; please try again.',
  },
};
