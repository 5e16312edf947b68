import type { JobPosition, VehicleInfo } from '@insurance-web/api-client';
import { normalizePlate } from '@insurance-web/validation';

/**
 * Vehicles the plate lookup knows. The model codes are the sandbox's own (the insurer's code list
 * is not shown); the website matches them against its local model table.
 */
export const DEMO_VEHICLES: readonly VehicleInfo[] = [
  { registrationPlate: '1AB2345', manufacturerModelCode: 'SKODA_OCTAVIA' },
  { registrationPlate: '5T81234', manufacturerModelCode: 'VW_GOLF' },
  { registrationPlate: '2P34567', manufacturerModelCode: 'KIA_CEED' },
  { registrationPlate: '7B90123', manufacturerModelCode: 'SKODA_FABIA' },
  { registrationPlate: '3SC4567', manufacturerModelCode: 'FIAT_DUCATO' },
];

export function findVehicle(plate: string): VehicleInfo | undefined {
  const wanted = normalizePlate(plate);
  return DEMO_VEHICLES.find((vehicle) => vehicle.registrationPlate === wanted);
}

/** The recruitment feed (`payload`), with one confidential position the careers block must hide. */
export const DEMO_POSITIONS: readonly JobPosition[] = [
  {
    job_id: 101,
    title: 'Specialista likvidace pojistných událostí',
    confidential: false,
    filterlist: [
      { group: 'company', id: 1, name: 'Horizont pojišťovna, a.s.' },
      { group: 'location', id: 10, name: 'Praha' },
    ],
    workfields: [{ id: 100, name: 'Pojištění' }],
    employment: { name: 'Plný úvazek' },
  },
  {
    job_id: 102,
    title: 'Vývojář/ka webových aplikací (TypeScript)',
    confidential: false,
    filterlist: [
      { group: 'company', id: 1, name: 'Horizont pojišťovna, a.s.' },
      { group: 'location', id: 11, name: 'Brno' },
    ],
    workfields: [{ id: 200, name: 'IT a vývoj' }],
    employment: { name: 'Plný úvazek' },
  },
  {
    job_id: 103,
    title: 'Servisní technik – autocentrum Černý Most',
    confidential: false,
    filterlist: [
      { group: 'company', id: 2, name: 'Horizont Auto s.r.o.' },
      { group: 'location', id: 10, name: 'Praha' },
    ],
    workfields: [{ id: 300, name: 'Autoservis' }],
    employment: { name: 'Plný úvazek' },
  },
  {
    job_id: 104,
    title: 'Operátor/ka zákaznické linky',
    confidential: false,
    filterlist: [
      { group: 'company', id: 1, name: 'Horizont pojišťovna, a.s.' },
      { group: 'location', id: 12, name: 'Příbram' },
    ],
    workfields: [{ id: 400, name: 'Zákaznický servis' }],
    employment: { name: 'Částečný úvazek' },
  },
  {
    job_id: 105,
    title: 'Pojišťovací poradce/poradkyně',
    confidential: false,
    // Three places and two fields: six badges, of which the card shows three (SPEC §4).
    filterlist: [
      { group: 'company', id: 1, name: 'Horizont pojišťovna, a.s.' },
      { group: 'location', id: 11, name: 'Brno' },
      { group: 'location', id: 10, name: 'Praha' },
      { group: 'location', id: 12, name: 'Příbram' },
    ],
    workfields: [
      { id: 100, name: 'Pojištění' },
      { id: 500, name: 'Prodej' },
    ],
    employment: { name: 'Živnostenský list' },
  },
  {
    job_id: 106,
    title: 'Prodejce vozů – Modřany',
    confidential: false,
    filterlist: [
      { group: 'company', id: 2, name: 'Horizont Auto s.r.o.' },
      { group: 'location', id: 10, name: 'Praha' },
    ],
    workfields: [{ id: 500, name: 'Prodej' }],
    employment: { name: 'Plný úvazek' },
  },
  {
    job_id: 107,
    title: 'Ředitel/ka divize (důvěrné výběrové řízení)',
    confidential: true,
    filterlist: [
      { group: 'company', id: 1, name: 'Horizont pojišťovna, a.s.' },
      { group: 'location', id: 10, name: 'Praha' },
    ],
    workfields: [{ id: 600, name: 'Management' }],
    employment: { name: 'Plný úvazek' },
  },
];

interface ReleaseNote {
  id: number;
  version: string;
  date: string;
  title: string;
  description: string;
  category: { category: { id: number; name: string } };
}

const category = (id: number, name: string) => ({ category: { id, name } });
const NEW = category(1, 'Novinka');
const FIX = category(2, 'Oprava');
const IMPROVEMENT = category(3, 'Vylepšení');

/** Release note collections by id, in the shape of a Strapi single entry with `releaseNotes` populated. */
export const DEMO_RELEASE_NOTES: Readonly<Record<string, { title: string; releaseNotes: ReleaseNote[] }>> = {
  '1': {
    title: 'Novinky v mobilní aplikaci',
    releaseNotes: [
      {
        id: 11,
        version: '3.4.0',
        date: '2026-11-02',
        title: 'Hlášení škody s fotografiemi',
        description: 'Ke hlášení škody nyní můžete přiložit až deset fotografií přímo z telefonu.',
        category: NEW,
      },
      {
        id: 12,
        version: '3.3.2',
        date: '2026-10-14',
        title: 'Rychlejší přihlášení',
        description: 'Přihlášení otiskem prstu je rychlejší a funguje i bez připojení k síti Wi-Fi.',
        category: IMPROVEMENT,
      },
      {
        id: 13,
        version: '3.3.1',
        date: '2026-09-30',
        title: 'Oprava zobrazení zelené karty',
        description: 'Zelená karta se na některých telefonech zobrazovala oříznutá. Už je to v pořádku.',
        category: FIX,
      },
      {
        id: 14,
        version: '3.3.0',
        date: '2026-09-01',
        title: 'Cestovní pojištění v aplikaci',
        description: 'Cestovní pojištění sjednáte během dvou minut, včetně připojištění zavazadel.',
        category: NEW,
      },
      {
        id: 15,
        version: '3.2.4',
        date: '2026-08-12',
        title: 'Upozornění na konec platnosti technické kontroly',
        description: 'Měsíc před koncem platnosti STK vám aplikace pošle připomínku, abyste nic nepropásli.',
        category: NEW,
      },
      {
        id: 16,
        version: '3.2.3',
        date: '2026-07-21',
        title: 'Přehlednější platby',
        description:
          'Historie plateb je nově rozdělená podle smluv a u každé platby vidíte variabilní symbol.',
        category: IMPROVEMENT,
      },
      {
        id: 17,
        version: '3.2.2',
        date: '2026-06-30',
        title: 'Oprava odesílání dokumentů',
        description: 'Dokumenty větší než 5 MB se někdy neodeslaly napoprvé. Chybu jsme opravili.',
        category: FIX,
      },
    ],
  },
  '2': {
    title: 'Novinky na webu',
    releaseNotes: [
      {
        id: 21,
        version: '2026.11',
        date: '2026-11-15',
        title: 'Zrušení smlouvy odkazem z e-mailu',
        description: 'Smlouvu nebo změnu smlouvy zrušíte jedním kliknutím na odkaz v e-mailu.',
        category: NEW,
      },
      {
        id: 22,
        version: '2026.10',
        date: '2026-10-20',
        title: 'Časté dotazy podle témat',
        description: 'Odpovědi na časté dotazy najdete rychleji: jsou rozdělené do skupin podle pojištění.',
        category: IMPROVEMENT,
      },
      {
        id: 23,
        version: '2026.09',
        date: '2026-09-08',
        title: 'Oprava kalendáře v objednávce zpětného hovoru',
        description: 'Kalendář už nenabízí víkendové dny, kdy vám nemůžeme zavolat.',
        category: FIX,
      },
    ],
  },
  // A collection with nothing in it yet: the block's empty state.
  '3': { title: 'Novinky v klientské zóně', releaseNotes: [] },
};

/** A page of a collection: `page` from 1, `perPage` notes a page (all of them when absent). */
export interface ReleaseNotesPaging {
  perPage?: number | undefined;
  page?: number | undefined;
}

/**
 * The Strapi-like answer for one page of a collection, with `meta.pagination` as Strapi computes it
 * (`pageCount` 0 for an empty collection); a page past the last is empty, as in Strapi.
 */
export function releaseNotesResponse(id: string, paging: ReleaseNotesPaging = {}) {
  const entry = DEMO_RELEASE_NOTES[id];
  if (!entry) return undefined;
  const total = entry.releaseNotes.length;
  const size = paging.perPage && paging.perPage > 0 ? paging.perPage : Math.max(total, 1);
  const page = paging.page && paging.page > 0 ? paging.page : 1;
  return {
    data: {
      id: Number(id),
      attributes: {
        title: entry.title,
        releaseNotes: entry.releaseNotes.slice((page - 1) * size, page * size),
      },
    },
    meta: { pagination: { page, pageSize: size, pageCount: Math.ceil(total / size), total } },
  };
}
