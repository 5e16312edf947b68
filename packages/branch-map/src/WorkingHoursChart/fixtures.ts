/** A branch's week as the content gives it: quiet mornings, a lunchtime peak, a busy Friday afternoon. */
const day = (values: number[]) => values.map((value, index) => ({ hour: 8 + index, value }));

export const workingHoursFixtures = {
  full: {
    heading: 'Kdy je na pobočce nejvíc lidí',
    perex: 'Podle návštěv za poslední tři měsíce. Nejméně čekáte ráno.',
    days: [
      { day: 'po', hours: day([1, 1, 2, 2, 3, 2, 1, 1, 2, 1]) },
      { day: 'ut', hours: day([1, 1, 1, 2, 3, 2, 1, 1, 1, 1]) },
      { day: 'st', hours: day([1, 2, 2, 2, 3, 3, 2, 1, 1, 1]) },
      { day: 'ct', hours: day([1, 1, 2, 2, 2, 2, 1, 1, 2, 2]) },
      { day: 'pa', hours: day([1, 2, 2, 3, 4, 3, 3, 2]) },
    ],
  },
  minimal: { days: [{ day: 'po', hours: [{ hour: 9, value: 1 }] }] },
} as const;
