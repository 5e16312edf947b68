import type { SiteConfig } from '../src/SiteProvider/siteConfig.js';

/**
 * The site configuration ui's own tests render with (the Form's server and browser tests, the
 * SiteProvider's, the CalculatorSlot's): one copy, each test overriding what it is about.
 */
export function testSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
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
    url: 'http://localhost/',
    ...overrides,
  };
}
