const T = 'blocks.cancellation-banner';

/** CMS data of the cancellation banner, as Strapi sends it. */
export const cancellationBannerFixtures = {
  full: {
    __component: T,
    heading: 'Opravdu chcete smlouvu zrušit?',
    text: 'Po potvrzení smlouvu zrušíme a nebudete k ní dostávat žádná upozornění. Zrušení nelze vzít zpět.',
  },
  minimal: { __component: T },
  strapiNulls: { __component: T, heading: null, text: null },
  longText: {
    __component: T,
    heading:
      'Zrušení pojistné smlouvy povinného ručení a havarijního pojištění osobního automobilu sjednané online',
    text: 'Pokud jste si pojištění rozmysleli ještě před jeho začátkem, můžete smlouvu zrušit jedním tlačítkem. Zrušení se týká jen smlouvy, ke které patří odkaz v e-mailu; ostatní vaše smlouvy zůstávají beze změny a dál platí tak, jak jste je sjednali.',
  },
} as const;

export const cancellationBannerInvalidFixtures = {
  headingNotText: { __component: T, heading: { text: 'Zrušení' } },
  textNotText: { __component: T, text: 42 },
} as const;

/** The pages of the two links (SPEC §2), and one that is neither. */
export const CONTRACT_PAGE = 'https://www.horizont.example/zruseni-smlouvy';
export const CHANGE_PAGE = 'https://www.horizont.example/zruseni-zmeny';
export const OTHER_PAGE = 'https://www.horizont.example/kontakty?next=zruseni-smlouvy';

/** A token as the sandbox issues them (18 random bytes, base64url); not a real one. */
export const DEMO_TOKEN = 'dGVzdC10b2tlbi1kZW1vLTAx';
