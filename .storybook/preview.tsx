import { type BrandVariant, type Locale, memoryNavigation, SiteProvider } from '@insurance-web/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useMemo } from 'react';
import { configure } from 'storybook/test';
import { demoSite } from './site';
import './preview.css';

// `findBy…` in play functions waits up to 10 s, not Testing Library's 1 s: CI runs the stories beside
// the builds and the end-to-end tests on two cores, where the first story to open a lazily loaded
// dialog waits for the test server to transform its code (seen at over 5 s).
configure({ asyncUtilTimeout: 10_000 });

/**
 * Network states in stories come from MSW (msw-storybook-addon's default worker: quiet, and it lets
 * Storybook's own files through): a story adds its handlers in `beforeEach({ msw })` with
 * `msw.use(...)`; they are reset between stories.
 */
/** Every story runs inside the site context, like an island of the host, with in-memory navigation. */
const withSite: Decorator = (Story, context) => {
  const variant = context.globals.brand as BrandVariant;
  const locale = context.globals.locale as Locale;
  const config = useMemo(
    () => ({ ...demoSite, locale, brand: { ...demoSite.brand, variant } }),
    [locale, variant],
  );
  const navigation = useMemo(() => memoryNavigation(config.url), [config.url]);
  useEffect(() => {
    // Brand tokens live on <html>, so portalled dialogs get them too.
    document.documentElement.dataset.brand = variant;
    document.documentElement.lang = locale;
  }, [variant, locale]);
  return (
    <SiteProvider config={config} navigation={navigation}>
      <Story />
    </SiteProvider>
  );
};

const preview: Preview = {
  // Every component gets a docs page: its description, a usage example and the props table.
  tags: ['autodocs'],
  decorators: [withSite],
  loaders: [mswLoader()],
  // A lead form keeps what was typed in the tab's session storage (issue 25): each story starts
  // without another story's values, as a visitor's first visit does.
  beforeEach: () => {
    window.sessionStorage.clear();
  },
  globalTypes: {
    brand: {
      description: 'Brand variant',
      toolbar: {
        title: 'Značka',
        icon: 'paintbrush',
        items: [
          { value: 'insurance', title: 'Pojišťovna' },
          { value: 'mobility', title: 'Auto (mobility)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Jazyk',
        icon: 'globe',
        items: [
          { value: 'cs', title: 'Čeština' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'insurance', locale: 'cs' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is also an accessibility test: a violation fails it.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobil (375 px)', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
