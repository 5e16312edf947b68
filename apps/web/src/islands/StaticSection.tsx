import { AboveTheFold, type SiteConfig, SiteProvider } from '@insurance-web/ui';
import { useMemo } from 'react';
import { registry } from '../sections/registry';
import { imageLoaderFor } from '../site/images';

export interface StaticSectionProps {
  type: string;
  props: object;
  config: SiteConfig;
  /** The CMS's origin, whose uploads the image loader resizes too (`STRAPI_URL`). */
  mediaOrigin?: string;
  /** One of the first sections of the page: its images load at once (ui's `AboveTheFold`). */
  aboveTheFold?: boolean;
}

/** A block rendered to HTML on the server only (no `client:*`): it costs the browser nothing. */
export function StaticSection({
  type,
  props,
  config,
  mediaOrigin,
  aboveTheFold = false,
}: StaticSectionProps) {
  const imageLoader = useMemo(() => imageLoaderFor(mediaOrigin ? [mediaOrigin] : []), [mediaOrigin]);
  const Block = registry.get(type)?.component;
  if (!Block) throw new Error(`No block registered as "${type}".`);
  return (
    <SiteProvider config={config} imageLoader={imageLoader}>
      {aboveTheFold ? (
        <AboveTheFold>
          <Block {...props} />
        </AboveTheFold>
      ) : (
        <Block {...props} />
      )}
    </SiteProvider>
  );
}
