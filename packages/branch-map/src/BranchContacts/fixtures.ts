/*
 * The demo group's branches in SPEC §3's shape (SPEC §9: Praha Černý Most, Praha Strahov, Praha
 * Modřany, Brno Vinohrady, Příbram), with their departments and how busy each open hour is. Streets
 * and positions are real places; names, numbers, e-mails and people are the demo brand's.
 */

const weekdays = (open: string, close: string, days = [1, 2, 3, 4, 5]) =>
  days.map((dow) => ({ dow, open: `${open}:00:00.000`, close: `${close}:00:00.000` }));

/** A day's busy values from `from` o'clock on, an hour each; `skip` leaves out closed hours (lunch). */
const busy = (day: string, from: number, values: number[], skip: number[] = []) => {
  const hours = Array.from({ length: values.length + skip.length }, (_, index) => from + index).filter(
    (hour) => !skip.includes(hour),
  );
  return { day, hours: hours.map((hour, index) => ({ hour, value: values[index] as number })) };
};

const servis = (phone: string, email: string) => ({ kind: 'servis', phone, email, services: [] });
const prodej = (phone: string, services: string[]) => ({ kind: 'prodej', phone, email: '', services });

const person = (name: string, phone: string, photo: string | null) => ({
  name,
  phone,
  branchPersonPhoto: photo ? { url: photo, alternativeText: null, width: 320, height: 320 } : null,
});

export const demoBranches = [
  {
    code: 'NH_CAR_PRAHA_CERNYMOST',
    apiData: {
      description: 'Pobočka Praha Černý Most',
      email: 'cernymost@horizont-auto.example',
      phone: '+420 800 100 201',
      address: {
        street: 'Chlumecká',
        houseNumber: '765/6',
        city: 'Praha',
        zip: '198 00',
        gpsLatitude: 50.1073,
        gpsLongitude: 14.5772,
      },
      openingSlots: [...weekdays('08', '12'), ...weekdays('13', '18')],
    },
    rating: 4.7,
    branchAddons: [
      { icon: 'parking', tooltip: 'Parkování zdarma přímo u pobočky' },
      { icon: 'wheelchair', tooltip: 'Bezbariérový vstup' },
      { icon: 'coffee', tooltip: 'Káva a voda, než se vyřídí vaše auto' },
    ],
    people: [
      person('Jana Dvořáková', '+420 800 100 211', '/images/people-cards-1.svg'),
      person('Petr Svoboda', '+420 800 100 212', null),
    ],
    brands: ['Škoda', 'Volkswagen', 'Volkswagen Užitkové vozy'],
    departments: [
      servis('800 100 301', 'servis.cernymost@horizont-auto.example'),
      prodej('800 100 401', ['Prodej nových vozů', 'Ojeté vozy', 'Servis']),
    ],
    // Closed 12–13: the busiest hours are just before and after lunch.
    busyHours: [
      busy('po', 8, [1, 1, 2, 3, 3, 2, 1, 2, 1], [12]),
      busy('ut', 8, [1, 1, 1, 2, 3, 2, 1, 1, 1], [12]),
      busy('st', 8, [1, 2, 2, 2, 3, 3, 2, 1, 1], [12]),
      busy('ct', 8, [1, 1, 2, 2, 2, 2, 1, 2, 2], [12]),
      busy('pa', 8, [1, 2, 2, 3, 4, 3, 3, 2, 2], [12]),
    ],
  },
  {
    code: 'NH_CAR_PRAHA_STRAHOV',
    apiData: {
      description: 'Pobočka Praha Strahov',
      email: 'strahov@horizont-auto.example',
      phone: '+420 800 100 202',
      address: {
        street: 'Vaníčkova',
        houseNumber: '2',
        city: 'Praha',
        zip: '169 00',
        gpsLatitude: 50.0807,
        gpsLongitude: 14.3895,
      },
      openingSlots: weekdays('08', '17'),
    },
    rating: 4.5,
    branchAddons: [{ icon: 'charging', tooltip: 'Nabíjení elektromobilů' }],
    people: [person('Lucie Malá', '+420 800 100 221', '/images/people-cards-2.svg')],
    brands: ['Audi', 'Volkswagen'],
    departments: [
      servis('800 100 302', 'servis.strahov@horizont-auto.example'),
      prodej('800 100 402', ['Prodej nových vozů', 'Servis']),
    ],
    busyHours: [
      busy('po', 8, [1, 1, 2, 2, 3, 2, 2, 1, 1]),
      busy('ut', 8, [1, 1, 1, 2, 2, 2, 1, 1, 1]),
      busy('st', 8, [1, 1, 2, 2, 3, 3, 2, 1, 1]),
      busy('ct', 8, [1, 1, 2, 2, 2, 2, 2, 1, 1]),
      busy('pa', 8, [1, 2, 2, 3, 3, 2, 2, 1, 1]),
    ],
  },
  {
    code: 'AUTOTRIO_PRAHA_MODRANY',
    apiData: {
      description: 'Pobočka Praha Modřany',
      email: 'modrany@horizont-auto.example',
      phone: '+420 800 100 203',
      address: {
        street: 'Komořanská',
        houseNumber: '326/63',
        city: 'Praha',
        zip: '143 00',
        gpsLatitude: 49.9967,
        gpsLongitude: 14.4048,
      },
      openingSlots: weekdays('07', '18'),
    },
    rating: 4.2,
    branchAddons: [
      { icon: 'parking', tooltip: 'Parkování zdarma přímo u pobočky' },
      { icon: 'children', tooltip: 'Dětský koutek' },
    ],
    people: [],
    brands: ['Seat', 'Škoda'],
    departments: [
      servis('800 100 303', 'servis.modrany@horizont-auto.example'),
      prodej('800 100 403', ['Prodej nových vozů', 'Servis', 'Pneuservis']),
    ],
    busyHours: [
      busy('po', 7, [1, 1, 1, 2, 2, 3, 2, 1, 1, 2, 1]),
      busy('ut', 7, [1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1]),
      busy('st', 7, [1, 1, 2, 2, 2, 3, 2, 1, 1, 2, 1]),
      busy('ct', 7, [1, 1, 1, 2, 2, 2, 2, 1, 2, 2, 1]),
      busy('pa', 7, [1, 1, 2, 2, 3, 3, 2, 2, 1, 1, 1]),
    ],
  },
  {
    code: 'KEI_BRNO_VINOHRADY',
    apiData: {
      description: 'Pobočka Brno Vinohrady',
      email: 'brno@horizont-auto.example',
      phone: '+420 800 100 204',
      address: {
        street: 'Žarošická',
        houseNumber: '13',
        city: 'Brno',
        zip: '628 00',
        gpsLatitude: 49.2004,
        gpsLongitude: 16.6619,
      },
      openingSlots: weekdays('08', '17', [1, 2, 3, 4]),
    },
    rating: 4.8,
    branchAddons: [{ icon: 'wifi', tooltip: 'Wi-Fi pro zákazníky' }],
    people: [person('Tomáš Novák', '+420 800 100 241', null)],
    brands: ['Fiat', 'Fiat Professional', 'Kia'],
    departments: [
      servis('800 100 304', 'servis.brno@horizont-auto.example'),
      prodej('800 100 404', ['Prodej nových vozů', 'Servis']),
    ],
    // Closed on Fridays: no Friday.
    busyHours: [
      busy('po', 8, [1, 1, 2, 2, 3, 2, 1, 1, 1]),
      busy('ut', 8, [1, 1, 1, 2, 2, 2, 1, 1, 1]),
      busy('st', 8, [1, 2, 2, 2, 3, 2, 2, 1, 1]),
      busy('ct', 8, [1, 1, 2, 3, 3, 2, 2, 2, 1]),
    ],
  },
  {
    code: 'PRIBRAM',
    apiData: {
      description: 'Pobočka Příbram',
      email: 'pribram@horizont-auto.example',
      phone: '+420 800 100 205',
      address: {
        street: 'Obecnická',
        houseNumber: '300',
        city: 'Příbram',
        zip: '261 01',
        gpsLatitude: 49.6936,
        gpsLongitude: 14.0137,
      },
      openingSlots: weekdays('08', '16'),
    },
    rating: null,
    branchAddons: [],
    people: [],
    brands: ['Škoda'],
    departments: [servis('800 100 305', 'servis.pribram@horizont-auto.example')],
    busyHours: [
      busy('po', 8, [1, 1, 2, 2, 3, 2, 1, 1]),
      busy('ut', 8, [1, 1, 1, 2, 2, 2, 1, 1]),
      busy('st', 8, [1, 1, 2, 2, 3, 2, 1, 1]),
      busy('ct', 8, [1, 1, 2, 2, 2, 2, 1, 1]),
      busy('pa', 8, [1, 2, 2, 3, 2, 2, 1, 1]),
    ],
  },
];
