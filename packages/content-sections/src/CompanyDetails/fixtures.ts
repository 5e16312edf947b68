/** The fictional company of the demo brand (SPEC-NOTES: no real insurer's details). */
const company = {
  companyName: 'Horizont pojišťovna, a.s.',
  address: { street: 'Ukázková 1234/5', city: 'Praha 1', zip: '11000' },
  dataBoxId: 'ab12cd3',
  ico: '12345679',
  dic: 'CZ12345679',
  registration: 'zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 1234',
};

const accounts = [
  { label: 'Účet pro platby v Kč', accountNumber: '1234567890/9999', iban: 'CZ19 9999 0000 0012 3456 7890' },
  { label: 'Účet pro platby v EUR', accountNumber: '1234567891/9999', iban: 'CZ8999990000001234567891' },
];

/** CMS data of the company details, as Strapi sends it: the examples for stories, tests and demo pages. */
export const companyDetailsFixtures = {
  full: {
    __component: 'blocks.company-details',
    ...company,
    bankAccounts: accounts,
    swift: 'HRZTCZPP',
    paymentNote: null,
    url: 'https://www.example.com',
  },
  minimal: {
    __component: 'blocks.company-details',
    companyName: 'Horizont pojišťovna, a.s.',
    address: { street: 'Ukázková 1234/5', city: 'Praha 1', zip: '110 00' },
    ico: '12345679',
  },
  strapiNulls: {
    __component: 'blocks.company-details',
    companyName: 'Horizont pojišťovna, a.s.',
    address: { street: 'Ukázková 1234/5', city: 'Praha 1', zip: '110 00' },
    dataBoxId: null,
    ico: '1234 5679',
    dic: null,
    registration: null,
    bankAccounts: null,
    swift: null,
    paymentNote: null,
    url: null,
  },
  ownPaymentNote: {
    __component: 'blocks.company-details',
    ...company,
    bankAccounts: accounts.slice(0, 1),
    swift: 'HRZTCZPP',
    paymentNote: 'Pojistné plaťte pouze na účet uvedený v pojistné smlouvě.',
  },
  longText: {
    __component: 'blocks.company-details',
    ...company,
    companyName:
      'Horizont pojišťovna a zajišťovna pro podnikatele, obce a neziskové organizace, akciová společnost',
    address: {
      street: 'Nábřeží Příliš žluťoučkého koně úpějícího ďábelské ódy 1234/56a',
      city: 'Praha 1 – Nové Město',
      zip: '110 00',
    },
    registration:
      'zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 1234, a v registru pojišťoven vedeném Českou národní bankou, s nejnepřekonatelnějšími podmínkami pro klienty',
    bankAccounts: accounts.map((account) => ({
      ...account,
      label: `${account.label} – pojistné, splátky a doplatky ze všech typů smluv`,
    })),
    swift: 'HRZTCZPPXXX',
  },
} as const;

export const companyDetailsInvalidFixtures = {
  badIco: { ...companyDetailsFixtures.minimal, ico: '12345678' },
  badIban: {
    ...companyDetailsFixtures.minimal,
    bankAccounts: [
      { label: 'Účet v Kč', accountNumber: '1234567890/9999', iban: 'CZ20 9999 0000 0012 3456 7890' },
    ],
  },
  threeAccounts: { ...companyDetailsFixtures.full, bankAccounts: [...accounts, accounts[0]] },
  noZip: { ...companyDetailsFixtures.minimal, address: { street: 'Ukázková 1', city: 'Praha' } },
  badSwift: { ...companyDetailsFixtures.full, swift: 'HRZT' },
} as const;
