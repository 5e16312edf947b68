export type { Site, SiteProviderProps } from './SiteProvider.js';
export { SiteProvider, useHref, useLocale, useQueryParam, useSite, useUiMessages } from './SiteProvider.js';
export type {
  AnalyticsEvent,
  AnalyticsSink,
  ApiSettings,
  BrandConfig,
  BrandLogo,
  BrandVariant,
  Clock,
  Locale,
  MapTiles,
  NavigateOptions,
  NavigationAdapter,
  SetParamsOptions,
  SiteConfig,
  SiteUser,
} from './siteConfig.js';
export {
  brandAttributes,
  browserNavigation,
  clockFor,
  fixedClock,
  heroLogo,
  memoryNavigation,
  noopAnalytics,
  systemClock,
  URL_CHANGE_EVENT,
} from './siteConfig.js';
