import { type AnalyticsSink, memoryNavigation, SiteProvider } from '@insurance-web/ui';
import type { Decorator } from '@storybook/react-vite';
import { useMemo, useSyncExternalStore } from 'react';
import { demoSite } from './site.js';

/** The demo page stories with URL state live on. */
export const STORY_PAGE = 'http://localhost:6006/caste-dotazy';

/**
 * Stories at an address: the block reads its query parameters from it and writes them to it (in
 * memory), and the story shows the address under the block, so the URL state can be seen and checked.
 * A story sets its query with `parameters: { search: '?faq=1' }`.
 */
export function withUrl(analytics?: AnalyticsSink): Decorator {
  return (Story, context) => {
    const url = `${STORY_PAGE}${(context.parameters.search as string | undefined) ?? ''}`;
    const navigation = useMemo(() => memoryNavigation(url), [url]);
    const href = useSyncExternalStore(navigation.subscribe, navigation.href, navigation.href);
    const { pathname, search } = new URL(href);
    return (
      <SiteProvider config={{ ...demoSite, url }} navigation={navigation} analytics={analytics}>
        <Story />
        <p className="px-4 pb-4 text-sm text-ink-muted">
          Adresa stránky: <code data-testid="story-url">{`${pathname}${search}`}</code>
        </p>
      </SiteProvider>
    );
  };
}

/** Stories whose analytics sink is a spy (`fn()`), so a play function can check the events sent. */
export function withAnalytics(analytics: AnalyticsSink): Decorator {
  return (Story) => (
    <SiteProvider config={demoSite} analytics={analytics}>
      <Story />
    </SiteProvider>
  );
}
