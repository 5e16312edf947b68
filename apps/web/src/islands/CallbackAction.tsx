import { Button, type SiteConfig, SiteProvider } from '@insurance-web/ui';
import { lazy, Suspense, useState } from 'react';
import { pushToDataLayer } from '../site/analytics';

// The form, its schema and the API client load when the visitor asks for them, not with the page
// (DESIGN.md "Server and client"): the island itself is a button.
const CallbackModal = lazy(() =>
  import('@insurance-web/callback-forms').then((module) => ({ default: module.CallbackModal })),
);

/**
 * The `Zavolejte mi` island: islands share no React tree, so it builds its own `SiteProvider`.
 * The button stays enabled while the form loads: disabling it would drop keyboard focus to <body>,
 * and the dialog returns focus to what had it when it opened.
 */
export function CallbackAction({ config, label = 'Zavolejte mi' }: { config: SiteConfig; label?: string }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <SiteProvider config={config} analytics={pushToDataLayer}>
      <Button
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <CallbackModal open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </SiteProvider>
  );
}
