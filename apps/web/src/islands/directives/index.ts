import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The site's own hydration directives (`client:paint-idle`, `client:paint-visible`): Astro's idle and
 * visible, each waiting for the first contentful paint first (see afterFirstPaint.ts). Astro inlines
 * a page's directives and hashes them for the CSP at build time, like its own.
 */
export function afterPaintDirectives(): AstroIntegration {
  return {
    name: 'after-paint-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'paint-idle',
          entrypoint: fileURLToPath(new URL('./paintIdle.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'paint-visible',
          entrypoint: fileURLToPath(new URL('./paintVisible.ts', import.meta.url)),
        });
      },
    },
  };
}
