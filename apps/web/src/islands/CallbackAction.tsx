import { Button, type SiteConfig, SiteProvider } from '@insurance-web/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { pushToDataLayer } from '../site/analytics';

// The form, its schema and the API client load when the visitor asks for them, not with the page
// (DESIGN.md "Server and client"): the island itself is a button.
const CallbackModal = lazy(() =>
  import('@insurance-web/callback-forms').then((module) => ({ default: module.CallbackModal })),
);

/** The `Zavolejte mi` island: islands share no React tree, so it builds its own `SiteProvider`. */
export function CallbackAction({ config, label = 'Zavolejte mi' }: { config: SiteConfig; label?: string }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const markLoaded = useCallback(() => setLoading(false), []);
  return (
    <SiteProvider config={config} analytics={pushToDataLayer}>
      <Button
        loading={loading}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setLoading(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <LoadedModal open={open} onOpenChange={setOpen} onLoaded={markLoaded} />
        </Suspense>
      ) : null}
    </SiteProvider>
  );
}

function LoadedModal({
  open,
  onOpenChange,
  onLoaded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLoaded: () => void;
}) {
  // Mounted only once the chunk has arrived: the button stops showing its spinner.
  useEffect(onLoaded, [onLoaded]);
  return <CallbackModal open={open} onOpenChange={onOpenChange} />;
}
