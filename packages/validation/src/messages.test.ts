import { describe, expect, it } from 'vitest';
import { messages, messagesFor } from './messages.js';

describe('messages', () => {
  it('has the Czech texts of SPEC §5 and §8, with diacritics', () => {
    expect(messages.cs).toEqual({
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
    });
  });

  it('never writes Czech without its diacritics (SPEC-NOTES)', () => {
    const undiacritised =
      /\b(Jmeno|povinny|udaj|Spatny|format|cisla|chybi|predvolba|Prosim|vyplnte|prijmeni|moznosti|Vyber|Nazev|zprostredkovatele|Rodne|cislo|ICO|Cislo|vam|nemuzeme|venovat|zvolte prosim|jiny|nez|vikend)\b/;
    for (const text of Object.values(messages.cs)) expect(text).not.toMatch(undiacritised);
  });

  it('has an English text for every Czech one, each different from zod’s default', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.cs).sort());
    for (const locale of ['cs', 'en'] as const) {
      for (const text of Object.values(messages[locale])) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/invalid input/i);
      }
    }
  });

  it('gives Czech by default and for an unknown locale', () => {
    expect(messagesFor()).toBe(messages.cs);
    expect(messagesFor('en')).toBe(messages.en);
    expect(messagesFor('de' as 'cs')).toBe(messages.cs);
  });
});
