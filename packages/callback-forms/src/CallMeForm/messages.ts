import type { Locale } from '@insurance-web/ui';

export interface CallMeFormMessages {
  heading: string;
  perex: string;
  contact: string;
  contactPhone: string;
  contactEmail: string;
  policyNumber: string;
  policyNumberHint: string;
  message: string;
  messageHint: string;
  successHeading: string;
  /** The confirmation names the channel the visitor chose, and where we will reach them. */
  successByPhone: (phone: string) => string;
  successByEmail: (email: string) => string;
}

export const callMeFormMessages: Record<Locale, CallMeFormMessages> = {
  cs: {
    heading: 'Ozveme se vám',
    perex:
      'Nechte nám kontakt a napište, s čím vám můžeme pomoci. Ozveme se telefonicky, nebo e-mailem – jak si vyberete.',
    contact: 'Jak se vám máme ozvat?',
    contactPhone: 'Zavolejte mi',
    contactEmail: 'Napište mi e-mail',
    policyNumber: 'Číslo smlouvy',
    policyNumberHint: 'Najdete ho v pojistné smlouvě nebo v e-mailu, kterým jsme vám ji poslali.',
    message: 'Vaše zpráva',
    messageHint: 'Např. o jaké pojištění máte zájem nebo kdy se vám hodí hovor.',
    successHeading: 'Děkujeme za váš zájem!',
    successByPhone: (phone) => `A je to. Brzy vám zavoláme na číslo ${phone}.`,
    successByEmail: (email) => `A je to. Brzy vám napíšeme na adresu ${email}.`,
  },
  en: {
    heading: 'We will get in touch',
    perex: 'Leave us your contact and tell us how we can help. We will call or e-mail you, as you choose.',
    contact: 'How should we contact you?',
    contactPhone: 'Call me',
    contactEmail: 'E-mail me',
    policyNumber: 'Contract number',
    policyNumberHint: 'You will find it in your insurance contract or in the e-mail we sent it with.',
    message: 'Your message',
    messageHint: 'For example, which insurance you are interested in or when a call suits you.',
    successHeading: 'Thank you for your interest!',
    successByPhone: (phone) => `All done. We will call you soon on ${phone}.`,
    successByEmail: (email) => `All done. We will write to you soon at ${email}.`,
  },
};
