'use client';

// The page's interactive blocks, loaded in the browser by type: only the code of the blocks the page
// has downloads (each loader is a dynamic import: a chunk of its own). Next.js sends the browser every
// client component a server component imports, so the server's registry holds only the static blocks.
import { callbackFormBlockLoaders } from '@insurance-web/callback-forms';
import { cascoDialogBlockLoaders } from '@insurance-web/casco-dialog';
import { contentSectionBlockLoaders, LazySections } from '@insurance-web/content-sections';
import { createLazyRegistry } from '@insurance-web/ui';

const registry = createLazyRegistry([
  contentSectionBlockLoaders,
  callbackFormBlockLoaders,
  cascoDialogBlockLoaders,
]);

export function ClientSection({ section, path }: { section: unknown; path: string }) {
  return <LazySections sections={[section]} registry={registry} path={path} />;
}
