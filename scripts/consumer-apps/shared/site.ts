// The page both consumer apps render: CMS data as Strapi sends it, and the site configuration.
// Copied into each app as `site.ts` by scripts/consumer-apps.mjs.
import type { SiteConfig } from '@insurance-web/ui';

export function siteConfig(apiHost: string, url: string): SiteConfig {
  return {
    brand: {
      name: 'Horizont',
      slug: 'horizont',
      variant: 'insurance',
      phone: '+420 800 100 200',
      logos: {
        insurance: { src: '/logo.svg', alt: 'Horizont pojišťovna', width: 240, height: 48 },
        mobility: { src: '/logo.svg', alt: 'Horizont auto', width: 240, height: 48 },
      },
    },
    locale: 'cs',
    api: { host: apiHost, environment: 'sandbox' },
    url,
  };
}

export const sections: unknown[] = [
  {
    __component: 'blocks.hero',
    heading: 'Pojištění, které vás podrží',
    perex: 'Vyberte si pojištění vozidla, majetku nebo cest. Rádi vám zavoláme zpátky.',
    button: { text: 'Spočítat cenu', url: '/pojisteni-vozidel', style: 'primary', openInNewTab: false },
  },
  {
    __component: 'blocks.rich-text',
    heading: 'Jak sjednat pojištění',
    // Rich text as Strapi's Blocks field sends it (the CMS stores every rich-text field so, issue 22).
    content: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Pojištění sjednáte ' },
          { type: 'text', text: 'online za pár minut', bold: true },
          { type: 'text', text: ', po telefonu nebo na pobočce.' },
        ],
      },
    ],
  },
  {
    __component: 'blocks.phone-box',
    heading: 'Zavolejte nám',
    subheading: 'Jsme tu pro vás ve všední dny',
    phone: '800 100 200',
    lines: ['Po–Pá 8–18 h', 'Volání je zdarma'],
  },
  {
    __component: 'blocks.timeline',
    heading: 'Naše historie',
    items: [
      {
        date: '1995',
        heading: 'Založení pojišťovny',
        text: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Začínali jsme se ' },
              { type: 'text', text: 'třemi zaměstnanci', bold: true },
              { type: 'text', text: '.' },
            ],
          },
        ],
      },
      { date: '2008', heading: 'Pobočky po celé republice', text: null },
    ],
  },
  {
    __component: 'casco.callback',
    heading: 'Havarijní pojištění na míru',
    perex: 'Popište nám vozidlo a ozveme se vám s konkrétní nabídkou.',
  },
];
