/** CMS data of the timeline, as Strapi sends it: the examples for stories, tests and demo pages. */
export const timelineFixtures = {
  full: {
    __component: 'blocks.timeline',
    heading: 'Naše historie',
    items: [
      {
        date: '1995',
        heading: 'Založení pojišťovny',
        text: 'Začínali jsme se **třemi zaměstnanci** a jedinou pobočkou v Praze.',
      },
      {
        date: '2008',
        heading: 'Pobočky po celé republice',
        text: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Otevřeli jsme pobočky v Brně a Příbrami. ' },
              { type: 'link', url: '/pobocky', children: [{ type: 'text', text: 'Seznam poboček' }] },
            ],
          },
        ],
      },
      {
        date: 'březen 2020',
        heading: 'Nonstop linka pro škody',
        text: '<p>Škody a asistenci přijímáme ve dne i v noci.</p>',
      },
      { date: '1. 7. 2024', heading: 'Nová mobilní aplikace', text: null },
    ],
  },
  minimal: {
    __component: 'blocks.timeline',
    items: [{ date: '1995', heading: 'Založení pojišťovny' }],
  },
  strapiNulls: {
    __component: 'blocks.timeline',
    heading: null,
    items: [{ date: '1995', heading: 'Založení pojišťovny', text: null }],
  },
  longText: {
    __component: 'blocks.timeline',
    heading: 'Nejdůležitější milníky v historii naší pojišťovny od jejího založení až do současnosti',
    items: [
      {
        date: 'září–prosinec 2015',
        heading:
          'Zavedení havarijního pojištění osobních automobilů s asistenčními službami po celé Evropě nonstop',
        text: `${'Příliš žluťoučký kůň úpěl ďábelské ódy. '.repeat(12)}Nejnepřekonatelnějšími`,
      },
      {
        date: '2016',
        heading: 'Pojištění odpovědnosti zaměstnance za škodu způsobenou zaměstnavateli',
        text: '',
      },
    ],
  },
} as const;

export const timelineInvalidFixtures = {
  noItems: { __component: 'blocks.timeline', heading: 'Naše historie', items: [] },
  missingItems: { __component: 'blocks.timeline', heading: 'Naše historie' },
  noDate: { __component: 'blocks.timeline', items: [{ heading: 'Založení' }] },
} as const;
