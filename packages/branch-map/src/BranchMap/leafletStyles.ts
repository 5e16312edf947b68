// Leaflet's stylesheet as text, for leafletMap.ts to adopt when the map opens. A string, not a CSS
// import: a host's bundler (Astro's, for one) would put an imported stylesheet into the page's own
// CSS, render-blocking on every page with the branch block, map opened or not.
// Vite reads `?inline` (Storybook, the tests); the package's build (tsup.config.ts) replaces this
// module in dist with the text itself, so that any bundler can read it.
import leafletCss from 'leaflet/dist/leaflet.css?inline';

// Typed here, so that the declarations name a string and not a module only Vite can resolve.
const css: string = leafletCss;
export default css;
