import type { AnalyticsSink } from '@insurance-web/ui';

type DataLayerWindow = { dataLayer?: Record<string, unknown>[] };

/** Pushes `{ event: name, ...rest }` to `window.dataLayer`; does nothing on the server. */
export const pushToDataLayer: AnalyticsSink = ({ name, ...rest }) => {
  if (typeof window === 'undefined') return;
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: name, ...rest });
};
