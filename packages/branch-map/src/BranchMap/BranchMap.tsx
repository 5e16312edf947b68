'use client';

import { Button, useSite } from '@insurance-web/ui';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { Branch } from '../BranchContacts/branches.js';
import type { BranchMessages } from '../messages.js';
import { BranchSchematic } from './BranchSchematic.js';
import type { BranchMapHandle } from './leafletMap.js';

export interface BranchMapProps {
  branches: readonly Branch[];
  /** The slug of the branch shown. */
  selected: string | undefined;
  /** A mark on the schematic was clicked (its link still works without a script). */
  onLinkPick: (event: MouseEvent<Element>, branch: Branch) => void;
  /** A mark on the interactive map was clicked or pressed. */
  onPick: (branch: Branch) => void;
  t: BranchMessages;
  /** Loads the interactive map's code; the stories give one that fails. */
  loadMap?: () => Promise<MountBranchMap>;
}

type MountBranchMap = typeof import('./leafletMap.js').mountBranchMap;

type MapState =
  | { status: 'schematic' }
  | { status: 'loading' }
  | { status: 'map'; mount: MountBranchMap }
  | { status: 'failed' | 'tiles-failed' };

/** The code of the interactive map; the host's bundler splits it, and Leaflet with it, into a chunk of its own. */
const loadLeafletMap = () => import('./leafletMap.js').then((module) => module.mountBranchMap);

/**
 * The branch map. The server renders the static schematic (BranchSchematic), and that is all a page
 * loads. With tiles configured (`SiteConfig.maps`), `Zobrazit mapu` loads Leaflet and its tiles: only
 * on the visitor's request, which keeps Leaflet's 40 kB out of the page and the visitor's address away
 * from a third-party tile server until they ask. When the code or the tiles fail, the schematic comes
 * back with a notice and `Zkusit znovu`; the branch list beside it never depended on either.
 */
export function BranchMap({
  branches,
  selected,
  onLinkPick,
  onPick,
  t,
  loadMap = loadLeafletMap,
}: BranchMapProps) {
  const { config } = useSite();
  const tiles = config.maps;
  const [state, setState] = useState<MapState>({ status: 'schematic' });
  const container = useRef<HTMLElement>(null);
  const handle = useRef<BranchMapHandle | null>(null);
  // The latest values for the map's callbacks, without remounting the map when they change.
  const latest = useRef({ selected, onPick, branches });
  latest.current = { selected, onPick, branches };

  const open = () => {
    setState({ status: 'loading' });
    loadMap().then(
      (mount) => setState({ status: 'map', mount }),
      (error: unknown) => {
        console.error('The branch map could not be loaded', error);
        setState({ status: 'failed' });
      },
    );
  };

  useEffect(() => {
    if (state.status !== 'map' || !container.current || !tiles) return;
    const element = container.current;
    handle.current = state.mount(element, {
      tiles,
      branches: latest.current.branches,
      selected: latest.current.selected,
      labels: { zoomIn: t.zoomIn, zoomOut: t.zoomOut },
      onPick: (slug) => {
        const branch = latest.current.branches.find((entry) => entry.slug === slug);
        if (branch) latest.current.onPick(branch);
      },
      onTiles: (loaded) => {
        if (!loaded) setState({ status: 'tiles-failed' });
      },
    });
    // The button that opened the map is gone: the focus goes to the map, which Leaflet makes
    // keyboard-pannable, with the branches' marks next in the tab order.
    element.focus({ preventScroll: true });
    return () => {
      handle.current?.remove();
      handle.current = null;
    };
  }, [state, tiles, t]);

  useEffect(() => {
    handle.current?.select(selected);
  }, [selected]);

  const notice =
    state.status === 'loading'
      ? t.mapLoading
      : state.status === 'failed'
        ? t.mapFailed
        : state.status === 'tiles-failed'
          ? t.tilesFailed
          : '';

  return (
    <div className="flex flex-col gap-3">
      {state.status === 'map' ? (
        <section
          ref={container}
          aria-label={t.map}
          className="isolate h-72 w-full rounded-card border border-line bg-surface-muted tablet:h-96"
        />
      ) : (
        <BranchSchematic
          branches={branches}
          selected={selected}
          caption={t.schematicCaption}
          onPick={onLinkPick}
        />
      )}
      <p role="status" className={notice && state.status !== 'loading' ? 'text-ink' : 'sr-only'}>
        {notice}
      </p>
      {tiles && state.status !== 'map' ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button variant="secondary" loading={state.status === 'loading'} onClick={open}>
            {state.status === 'failed' || state.status === 'tiles-failed' ? t.retry : t.showMap}
          </Button>
          <p className="text-sm text-ink-muted">{t.showMapNote}</p>
        </div>
      ) : null}
    </div>
  );
}
