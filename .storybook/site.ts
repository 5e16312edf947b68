import type { SiteConfig } from '@insurance-web/ui';

/**
 * The demo site of stories and tests: a fictional brand (SPEC-NOTES: no real insurer's name, logo or
 * number), and a fixed "now" so that every date rule shows the same thing on every machine.
 */
export const demoSite: SiteConfig = {
  brand: {
    name: 'Horizont',
    slug: 'horizont',
    variant: 'insurance',
    phone: '+420 800 100 200',
    logos: {
      insurance: {
        src: '/logos/horizont-pojistovna.svg',
        alt: 'Horizont pojišťovna',
        width: 174,
        height: 48,
      },
      mobility: { src: '/logos/horizont-auto.svg', alt: 'Horizont Auto', width: 174, height: 48 },
    },
  },
  locale: 'cs',
  api: { host: 'http://localhost:4010', environment: 'production' },
  url: 'http://localhost:6006/',
  // A Wednesday morning in Prague, before the 10:00 call-back cut-off.
  now: '2026-11-25T08:30:00.000Z',
};
