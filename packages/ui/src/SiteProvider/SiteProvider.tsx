'use client';

import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ImageLoader } from '../Image/imageSources.js';
import { type UiMessages, uiMessages } from '../messages.js';
import {
  type AnalyticsSink,
  type BrandConfig,
  browserNavigation,
  type Clock,
  clockFor,
  type Locale,
  memoryNavigation,
  type NavigationAdapter,
  noopAnalytics,
  type SiteConfig,
} from './siteConfig.js';

export interface Site {
  config: SiteConfig;
  brand: BrandConfig;
  locale: Locale;
  clock: Clock;
  analytics: AnalyticsSink;
  navigation: NavigationAdapter;
  /** Resized copies of images for `srcset`; absent: images use their original URL. */
  imageLoader?: ImageLoader;
}

export interface SiteProviderProps {
  config: SiteConfig;
  /** Defaults: the analytics sink does nothing; the clock follows `config.now`. */
  analytics?: AnalyticsSink;
  clock?: Clock;
  /** Default: the browser's URL and history in a browser, `config.url` in memory on the server. */
  navigation?: NavigationAdapter;
  /** Turns an image URL and a width into a resized copy's URL (the host's image service). */
  imageLoader?: ImageLoader;
  children: ReactNode;
}

/** Exported for leaves that work with or without a provider (`Image`); blocks use `useSite`. */
export const SiteContext = createContext<Site | null>(null);

/**
 * Gives every block its brand, locale, API settings, analytics, clock and navigation. Each island
 * wraps itself in one, built from the same serialisable `SiteConfig`, because islands share no tree.
 */
export function SiteProvider({
  config,
  analytics,
  clock,
  navigation,
  imageLoader,
  children,
}: SiteProviderProps) {
  const site = useMemo<Site>(
    () => ({
      config,
      brand: config.brand,
      locale: config.locale,
      clock: clock ?? clockFor(config),
      analytics: analytics ?? noopAnalytics,
      navigation:
        navigation ?? (typeof window === 'undefined' ? memoryNavigation(config.url) : browserNavigation()),
      imageLoader,
    }),
    [config, analytics, clock, navigation, imageLoader],
  );
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The site context; throws with a clear message when a block is rendered outside a `SiteProvider`. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite: wrap the block in <SiteProvider config={…}>.');
  return site;
}

/** The locale, `cs` when there is no provider, so that primitives also work on their own. */
export function useLocale(): Locale {
  return useContext(SiteContext)?.locale ?? 'cs';
}

export function useUiMessages(): UiMessages {
  return uiMessages[useLocale()];
}

/**
 * The page's address, updated when the URL changes: `config.url` on the server and while hydrating,
 * so the server's HTML and the first browser render agree.
 */
export function useHref(): string {
  const { navigation, config } = useSite();
  return useSyncExternalStore(navigation.subscribe, navigation.href, () => config.url);
}

/** The current value of one query parameter, updated when the URL changes. */
export function useQueryParam(name: string): string | null {
  return new URL(useHref()).searchParams.get(name);
}
