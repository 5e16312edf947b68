import { CallbackButton } from '@insurance-web/callback-forms';
import { type SiteConfig, SiteProvider } from '@insurance-web/ui';
import { pushToDataLayer } from '../site/analytics';

/**
 * The `Zavolejte mi` island: islands share no React tree, so it builds its own `SiteProvider`.
 * `CallbackButton` loads the form's code only when the visitor opens it.
 */
export function CallbackAction({ config }: { config: SiteConfig }) {
  return (
    <SiteProvider config={config} analytics={pushToDataLayer}>
      <CallbackButton />
    </SiteProvider>
  );
}
