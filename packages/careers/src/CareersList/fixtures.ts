import type { JobPosition } from '@insurance-web/api-client';

/*
 * A recruitment feed for stories and tests (SPEC §3 "Job position"): eight positions, of which one is
 * confidential and one has no title (both never shown), and one with six badges.
 */

const company = (id: number, name: string) => ({ group: 'company', id, name });
const location = (id: number, name: string) => ({ group: 'location', id, name });

const HORIZONT = company(1, 'Horizont pojišťovna a.s.');
const AUTO = company(2, 'Horizont Auto s.r.o.');
const PRAHA = location(10, 'Praha');
const BRNO = location(11, 'Brno');
const OSTRAVA = location(12, 'Ostrava');
const FULL_TIME = { name: 'Plný úvazek' };

export const feedPositions: JobPosition[] = [
  {
    job_id: 1,
    title: 'Likvidátor/ka pojistných událostí',
    confidential: false,
    filterlist: [HORIZONT, PRAHA],
    workfields: [{ id: 100, name: 'Pojištění' }],
    employment: FULL_TIME,
  },
  {
    job_id: 2,
    title: 'Frontendový vývojář/ka (React)',
    confidential: false,
    filterlist: [HORIZONT, BRNO],
    workfields: [{ id: 200, name: 'IT a vývoj' }],
    employment: FULL_TIME,
  },
  {
    job_id: 3,
    title: 'Automechanik/čka',
    confidential: false,
    filterlist: [AUTO, PRAHA],
    workfields: [{ id: 300, name: 'Autoservis' }],
    employment: FULL_TIME,
  },
  {
    job_id: 4,
    title: 'Obchodní zástupce/zástupkyně',
    confidential: false,
    filterlist: [HORIZONT, PRAHA, BRNO, OSTRAVA],
    workfields: [
      { id: 100, name: 'Pojištění' },
      { id: 500, name: 'Prodej' },
    ],
    employment: { name: 'Živnostenský list' },
  },
  {
    job_id: 5,
    title: 'Specialista/ka zákaznické péče',
    confidential: false,
    filterlist: [HORIZONT, OSTRAVA],
    workfields: [{ id: 400, name: 'Zákaznický servis' }],
    employment: { name: 'Částečný úvazek' },
  },
  {
    job_id: 6,
    title: 'Prodejce/prodejkyně ojetých vozů',
    confidential: false,
    filterlist: [AUTO, BRNO],
    workfields: [{ id: 500, name: 'Prodej' }],
    employment: FULL_TIME,
  },
  {
    job_id: 7,
    title: 'Finanční ředitel/ka',
    confidential: true,
    filterlist: [HORIZONT, PRAHA],
    workfields: [{ id: 600, name: 'Management' }],
    employment: FULL_TIME,
  },
  {
    job_id: 8,
    title: '',
    confidential: false,
    filterlist: [AUTO, PRAHA],
    workfields: [{ id: 300, name: 'Autoservis' }],
    employment: FULL_TIME,
  },
  {
    job_id: 9,
    title: 'Technik/technička autolakovny',
    confidential: false,
    filterlist: [AUTO, OSTRAVA],
    workfields: [{ id: 300, name: 'Autoservis' }],
    employment: FULL_TIME,
  },
];

/** The titles the list shows, in the feed's order (confidential and untitled left out). */
export const shownTitles = feedPositions
  .filter((job) => job.confidential !== true && job.title !== '')
  .map((job) => job.title as string);
