import { describe, expect, it } from 'vitest';
import { siteApiConfig } from './siteApiConfig.js';

const brand = { slug: 'horizont' };

describe('siteApiConfig', () => {
  it('takes the hosts from the site and the slug from the brand', () => {
    expect(
      siteApiConfig({
        api: { host: 'https://api.example.cz', productHost: 'https://www.example.cz' },
        brand,
      }),
    ).toEqual({
      host: 'https://api.example.cz',
      productHost: 'https://www.example.cz',
      slug: 'horizont',
      environment: 'production',
    });
  });

  it('leaves out hosts the site does not set, so the api-client falls back to `host`', () => {
    const config = siteApiConfig({ api: { host: 'http://localhost:4010' }, brand }, 'development');
    expect(config).toEqual({ host: 'http://localhost:4010', slug: 'horizont', environment: 'development' });
    expect('productHost' in config).toBe(false);
    expect('cmsHost' in config).toBe(false);
  });

  it('takes the environment from the site settings unless the caller names one', () => {
    const site = { api: { host: 'http://localhost:4010', environment: 'test' }, brand };
    expect(siteApiConfig(site).environment).toBe('test');
    expect(siteApiConfig(site, 'development').environment).toBe('development');
  });
});
