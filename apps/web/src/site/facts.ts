/**
 * The site's facts: the company, its registered office, its phone lines and their hours, its e-mail,
 * and the Havarijko prices. The footer, the 404 and error pages and the brand configuration read them
 * from here; the page contents (apps/web/src/content/pages, which Strapi seeds from) say them in their
 * own words, and `facts.test.ts` fails when one of those words disagrees with this module.
 * All of it is the fictional brand's (no real insurer's address, number or identifier).
 */

/** A phone line as visitors see it: what it is for, its number as dialled in Czechia, its hours. */
export interface PhoneLine {
  name: string;
  /** Nine digits in groups of three (`800 100 200`); links dial it with +420. */
  phone: string;
  hours: string;
}

export const facts = {
  companyName: 'Horizont pojišťovna, a.s.',
  address: { street: 'Obzorová 1820/12', zip: '140 00', city: 'Praha 4' },
  /** Valid by the IČO checksum (weights 8..2), as company details validates it. */
  ico: '46302913',
  dic: 'CZ46302913',
  dataBoxId: 'hz4p7rk',
  registration: 'zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 20476',
  email: 'klienti@horizont.example',
  /** Sales, contracts, questions: working days only, as SPEC's casco dialog says (Mon–Fri 8–18 h). */
  clientLine: { name: 'Klientská linka', phone: '800 100 200', hours: 'Po–Pá 8–18 h' },
  /** Claims and assistance: an insurer takes these at any hour, on a line of their own. */
  claimsLine: { name: 'Linka pro hlášení škod a asistenci', phone: '800 100 900', hours: 'nonstop' },
  /** Havarijko na měsíc: the lowest monthly price and the worked example the casco dialog shows. */
  havarijko: {
    fromPrice: 489,
    /** The discount for new clients who take Havarijko online, included in the example's price. */
    discountPercent: 10,
    /** The example's monthly price in whole Kč (the dialog rounds the calculation to whole crowns). */
    examplePrice: 1235,
  },
} as const satisfies {
  clientLine: PhoneLine;
  claimsLine: PhoneLine;
  [key: string]: unknown;
};

/** `Obzorová 1820/12, 140 00 Praha 4`: the registered office on one line. */
export function addressLine(address: { street: string; zip: string; city: string } = facts.address): string {
  return `${address.street}, ${address.zip} ${address.city}`;
}

/** `+420 800 100 200`: a line's number with the country code, as the brand configuration holds it. */
export function internationalPhone(line: PhoneLine): string {
  return `+420 ${line.phone}`;
}
