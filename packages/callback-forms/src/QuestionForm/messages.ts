import type { Locale } from '@insurance-web/ui';

export interface QuestionFormMessages {
  heading: string;
  perex: string;
  policyNumber: string;
  policyNumberHint: string;
  text: string;
  successHeading: string;
  successText: string;
}

export const questionFormMessages: Record<Locale, QuestionFormMessages> = {
  cs: {
    heading: 'Zeptejte se nás',
    perex: 'Napište nám, s čím vám můžeme pomoci. Odpovíme do dvou pracovních dnů.',
    policyNumber: 'Číslo smlouvy',
    policyNumberHint: 'Najdete ho v pojistné smlouvě nebo v e-mailu, kterým jsme vám ji poslali.',
    text: 'Váš dotaz',
    successHeading: 'Děkujeme za váš dotaz!',
    successText: 'A je to. Odpověď vám pošleme e-mailem, případně vám zavoláme.',
  },
  en: {
    heading: 'Ask us',
    perex: 'Tell us how we can help. We reply within two working days.',
    policyNumber: 'Contract number',
    policyNumberHint: 'You will find it in your insurance contract or in the e-mail we sent it with.',
    text: 'Your question',
    successHeading: 'Thank you for your question!',
    successText: 'All done. We will reply by e-mail or give you a call.',
  },
};
