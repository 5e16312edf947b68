import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProduction } from './config.js';
import { siteApiConfig } from './siteApiConfig.js';

const brand = { slug: 'horizont' };

describe('siteApiConfig', () => {
  it('takes the hosts and the environment from the site and the slug from the brand', () => {
    expect(
      siteApiConfig({
        api: {
          host: 'https://api.example.cz',
          productHost: 'https://www.example.cz',
          environment: 'production',
        },
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

  it('never assumes an environment: without one it throws, naming the setting, instead of guessing production', () => {
    for (const environment of [undefined, '', '   ']) {
      const site = { api: { host: 'http://localhost:4010', environment }, brand };
      expect(() => siteApiConfig(site)).toThrow(/SiteConfig\.api\.environment/);
    }
    expect(() => siteApiConfig({ api: { host: 'http://localhost:4010' }, brand })).toThrow(TypeError);
  });

  it('is production exactly when the configuration says so', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
        (name) => {
          const config = siteApiConfig({ api: { host: 'h', environment: name }, brand });
          expect(config.environment).toBe(name.trim());
          expect(isProduction(config)).toBe(name.trim() === 'production');
        },
      ),
    );
  });
});
