import type { SiteConfig } from '../src/SiteProvider/siteConfig.js';

/** The site configuration both Form test files render with (server and browser): one copy. */
export const formTestConfig: SiteConfig = {
  brand: {
    name: 'Horizont',
    slug: 'horizont',
    variant: 'insurance',
    phone: '+420 800 100 200',
    logos: {
      insurance: { src: '/a.svg', alt: 'Horizont pojišťovna', width: 240, height: 48 },
      mobility: { src: '/b.svg', alt: 'Horizont Auto', width: 200, height: 48 },
    },
  },
  locale: 'cs',
  api: { host: 'http://localhost:4010', environment: 'production' },
  url: 'http://localhost/dotaz',
  noScriptFormUrl: '/formular-bez-javascriptu',
};
