// The site's own hydration directives (index.ts), typed for `.astro` templates. The import makes this
// file a module, so the block below augments Astro's types instead of replacing them.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:paint-idle'?: boolean;
    'client:paint-visible'?: boolean;
  }
}
