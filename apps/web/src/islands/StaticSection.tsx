import { type SiteConfig, SiteProvider } from '@insurance-web/ui';
import { registry } from '../sections/registry';
import { imageLoader } from '../site/images';

export interface StaticSectionProps {
  type: string;
  props: object;
  config: SiteConfig;
}

/** A block rendered to HTML on the server only (no `client:*`): it costs the browser nothing. */
export function StaticSection({ type, props, config }: StaticSectionProps) {
  const Block = registry.get(type)?.component;
  if (!Block) throw new Error(`No block registered as "${type}".`);
  return (
    <SiteProvider config={config} imageLoader={imageLoader}>
      <Block {...props} />
    </SiteProvider>
  );
}
