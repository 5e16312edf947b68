import type { MapTiles } from '@insurance-web/ui';
import * as L from 'leaflet';
import { attributionHtml } from './attribution.js';
import leafletCss from './leafletStyles.js';

/*
 * The interactive branch map: Leaflet, with the tiles the host configured. Loaded only when the
 * visitor asks for the map (BranchMap imports this module then), so no page pays for it up front and
 * no tile server learns of a visitor who did not ask.
 */

export interface MapBranch {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface BranchMapOptions {
  tiles: MapTiles;
  branches: readonly MapBranch[];
  selected: string | undefined;
  labels: { zoomIn: string; zoomOut: string };
  /** A mark was clicked, or pressed with Enter. */
  onPick(slug: string): void;
  /** The first tiles arrived (`true`), or none did: all failed, or none came within `tileTimeoutMs`. */
  onTiles(loaded: boolean): void;
  /** How long the first tile may take; default 10 s. */
  tileTimeoutMs?: number;
}

export interface BranchMapHandle {
  /** Marks the branch shown, and brings it into view. */
  select(slug: string | undefined): void;
  remove(): void;
}

// As on the schematic: the branch shown filled and larger, the others rings.
const PIN = 'block rounded-full border-4 shadow-md';
const PIN_LOOK = { selected: 'size-10 border-surface bg-brand', other: 'size-7 border-brand bg-surface' };
// In pixels, as the classes `size-7` and `size-10` draw them.
const PIN_SIZE = 28;
const SELECTED_PIN_SIZE = 40;

function pinIcon(selected: boolean): L.DivIcon {
  const size = selected ? SELECTED_PIN_SIZE : PIN_SIZE;
  const pin = document.createElement('span');
  pin.className = `${PIN} ${selected ? PIN_LOOK.selected : PIN_LOOK.other}`;
  return L.divIcon({ className: '', html: pin, iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

let stylesAdopted = false;

/**
 * Leaflet's own rules (panes, tiles, controls), added to the document when the first map opens, as a
 * constructed stylesheet: no `<style>` element, so a CSP without 'unsafe-inline' styles allows it.
 */
function adoptLeafletStyles() {
  if (stylesAdopted) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(leafletCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  stylesAdopted = true;
}

export function mountBranchMap(container: HTMLElement, options: BranchMapOptions): BranchMapHandle {
  const { tiles, branches, labels } = options;
  adoptLeafletStyles();
  const map = L.map(container, { zoomControl: false, attributionControl: false });
  // The view first: Leaflet adds a layer to the page only once the map has one, and the marks are
  // named (below) as soon as they are there.
  const bounds = L.latLngBounds(branches.map((branch) => [branch.latitude, branch.longitude]));
  map.fitBounds(bounds, { padding: [40, 40], maxZoom: 14 });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);

  let tilesLoaded = 0;
  let reported = false;
  const report = (loaded: boolean) => {
    if (reported) return;
    reported = true;
    window.clearTimeout(timeout);
    options.onTiles(loaded);
  };
  // Leaflet has no time limit of its own: a tile server that never answers would leave a grey box.
  const timeout = window.setTimeout(() => report(tilesLoaded > 0), options.tileTimeoutMs ?? 10_000);
  L.tileLayer(tiles.url, {
    attribution: attributionHtml(tiles),
    maxZoom: tiles.maxZoom ?? 18,
  })
    .on('tileload', () => {
      tilesLoaded += 1;
      report(true);
    })
    // `load`: every tile in view has settled, failed ones included.
    .on('load', () => report(tilesLoaded > 0))
    .addTo(map);

  const markers = new Map<string, L.Marker>();
  for (const branch of branches) {
    const marker = L.marker([branch.latitude, branch.longitude], {
      icon: pinIcon(branch.slug === options.selected),
      title: branch.name,
      keyboard: true,
      riseOnHover: true,
    })
      .on('click', () => options.onPick(branch.slug))
      // Leaflet makes a mark a focusable `role="button"`, but without a popup Enter does nothing:
      // Enter and Space press it, as they do any button.
      .on('keydown', (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        options.onPick(branch.slug);
      })
      .addTo(map);
    markers.set(branch.slug, marker);
  }
  const name = (slug: string, marker: L.Marker, selected: boolean) => {
    const element = marker.getElement();
    element?.setAttribute('aria-label', branches.find((branch) => branch.slug === slug)?.name ?? '');
    if (selected) element?.setAttribute('aria-current', 'true');
    else element?.removeAttribute('aria-current');
  };
  for (const [slug, marker] of markers) name(slug, marker, slug === options.selected);

  let selected = options.selected;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    select(slug) {
      if (slug === selected) return;
      for (const [markerSlug, marker] of markers) {
        if (markerSlug !== slug && markerSlug !== selected) continue;
        marker.setIcon(pinIcon(markerSlug === slug));
        // setIcon builds a new element: it is named again.
        name(markerSlug, marker, markerSlug === slug);
      }
      selected = slug;
      const marker = slug ? markers.get(slug) : undefined;
      if (marker && !map.getBounds().contains(marker.getLatLng())) {
        map.panTo(marker.getLatLng(), { animate: !reducedMotion });
      }
    },
    remove() {
      window.clearTimeout(timeout);
      map.remove();
    },
  };
}
