// The block pattern's types live in `@insurance-web/ui`, so every domain package (forms, careers,
// branch map) defines its blocks the same way without importing this package.
export type { AnyBlockDefinition, BlockDefinition, ContentSchema } from '@insurance-web/ui';
export { defineBlock } from '@insurance-web/ui';
