import { AboveTheFold, type SiteConfig, SiteProvider } from '@insurance-web/ui';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { islandLoaders } from '../sections/islands';
import { pushToDataLayer } from '../site/analytics';
import { imageLoaderFor } from '../site/images';

export interface SectionIslandProps {
  type: string;
  props: object;
  config: SiteConfig;
  /** The CMS's origin, whose uploads the image loader resizes too (`STRAPI_URL`). */
  mediaOrigin?: string;
  /** One of the first sections of the page: its images load at once (ui's `AboveTheFold`). */
  aboveTheFold?: boolean;
}

const islands = new Map<string, LazyExoticComponent<ComponentType<object>>>();

function islandFor(type: string) {
  let island = islands.get(type);
  if (!island) {
    const load = islandLoaders[type];
    if (!load) throw new Error(`No island loader for "${type}".`);
    island = lazy(async () => ({ default: await load() }));
    islands.set(type, island);
  }
  return island;
}

/**
 * Every hydrating block goes through this one island (Astro needs a statically imported component
 * for `client:*`). It loads the block's own code by type, so each page fetches only its islands;
 * until that code arrives the server's HTML stays in place (Suspense during hydration).
 * Islands share no React tree, so each builds its own `SiteProvider` from the serialisable config.
 */
export function SectionIsland({
  type,
  props,
  config,
  mediaOrigin,
  aboveTheFold = false,
}: SectionIslandProps) {
  const imageLoader = useMemo(() => imageLoaderFor(mediaOrigin ? [mediaOrigin] : []), [mediaOrigin]);
  const Island = islandFor(type);
  return (
    <SiteProvider config={config} analytics={pushToDataLayer} imageLoader={imageLoader}>
      <Suspense fallback={null}>
        {aboveTheFold ? (
          <AboveTheFold>
            <Island {...props} />
          </AboveTheFold>
        ) : (
          <Island {...props} />
        )}
        <HydratedMark />
      </Suspense>
    </SiteProvider>
  );
}

/**
 * Marks the island `data-hydrated` once the block inside has really hydrated. Astro drops its `ssr`
 * attribute as soon as React starts, while a lazily loaded block may still be server HTML that does
 * not answer clicks yet; tests (and anything else that must know) wait for this mark instead.
 */
function HydratedMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.closest('astro-island')?.setAttribute('data-hydrated', '');
  }, []);
  return <span ref={ref} hidden />;
}
