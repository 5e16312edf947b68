/// <reference types="astro/client" />

// For `tsc` (the Astro language server is not used here): `.astro` files imported by tests.
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';

  const Component: AstroComponentFactory;
  export default Component;
}

declare namespace App {
  interface Locals {
    /** Set by a page marked `embeddable`: the site itself may frame it (see src/site/securityHeaders.ts). */
    embeddable?: boolean;
    /** How caches may keep the page (src/site/cachePolicy.ts): `page` unless the page says otherwise. */
    cache?: import('./site/cachePolicy').PageCache;
  }
}

interface ImportMetaEnv {
  /** The build's id, fixed when the site is built (astro.config.mjs, src/site/buildId.ts). */
  readonly SITE_BUILD_ID?: string;
}
