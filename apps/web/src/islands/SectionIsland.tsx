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

/** Blocks whose code the server loaded before rendering a page (preloadIslands): rendered at once. */
const preloaded = new Map<string, ComponentType<object>>();

/**
 * Loads the code of a page's island blocks before the page renders (on the server). Through
 * React.lazy a block whose code is not loaded yet finishes rendering after the others, and Astro
 * prints its islands' runtime before whichever island finishes first: on a cold server one page came
 * out in two orders, two HTMLs for one shared cache entry (seen in CI on /cestovko and /poradce).
 * A block whose code fails to load is left to React.lazy, which fails inside the block's boundary.
 */
export async function preloadIslands(types: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(types)]
      .filter((type) => !preloaded.has(type))
      .map(async (type) => {
        const load = islandLoaders[type];
        if (!load) return;
        try {
          preloaded.set(type, await load());
        } catch {
          // React.lazy loads it again, and reports the failure where the block stands.
        }
      }),
  );
}

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
  const Island = preloaded.get(type) ?? islandFor(type);
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
