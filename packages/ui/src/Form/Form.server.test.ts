import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testSiteConfig } from '../../test/siteConfig.js';
import { SiteProvider, type SiteProviderProps } from '../SiteProvider/SiteProvider.js';
import type { SiteConfig } from '../SiteProvider/siteConfig.js';
import { Form } from './Form.js';

const config = testSiteConfig({
  url: 'http://localhost/dotaz',
  noScriptFormUrl: '/formular-bez-javascriptu',
});

/** The `<form>` tag as the server renders it: what a visitor without JavaScript submits. */
function formTag(element: ReactElement): string {
  return /<form\b[^>]*>/.exec(renderToStaticMarkup(element))?.[0] ?? '';
}

/** The form inside a provider (its child passed as React passes children, not as a prop). */
const inProvider = (siteConfig: SiteConfig, child: ReactElement) =>
  createElement(SiteProvider, { config: siteConfig } as SiteProviderProps, child);

const form = createElement(Form, { 'aria-label': 'Dotaz' }, createElement('input', { name: 'email' }));

describe('Form without JavaScript', () => {
  it('posts to the site’s page that explains the form needs JavaScript, never by GET', () => {
    const tag = formTag(inProvider(config, form));
    expect(tag).toContain('method="post"');
    expect(tag).toContain('action="/formular-bez-javascriptu"');
  });

  it('posts to its own page when the site names no such page, or is used without a provider', () => {
    const withoutPage = formTag(inProvider({ ...config, noScriptFormUrl: undefined }, form));
    expect(withoutPage).toContain('method="post"');
    expect(withoutPage).not.toContain('action=');
    expect(formTag(form)).toContain('method="post"');
  });

  it('lets a form that sends no personal data say otherwise (a search by GET)', () => {
    const tag = formTag(createElement(Form, { method: 'get', action: '/hledat' }));
    expect(tag).toContain('method="get"');
    expect(tag).toContain('action="/hledat"');
  });
});
