'use client';

import { Image, type ImageData, useSite } from '@insurance-web/ui';
import { useBlockMessages } from '../messages.js';
import { isTravelAppPage } from './travelApp.js';

export interface AppQrCodeProps {
  qrImage: ImageData | null;
  travelQrImage: ImageData | null;
}

/**
 * The app's QR code, or the travel app's on a travel page. A client leaf because it reads the page's
 * URL from the site context; the server renders it from the same URL, so nothing changes on load.
 */
export function AppQrCode({ qrImage, travelQrImage }: AppQrCodeProps) {
  const { config } = useSite();
  const t = useBlockMessages();
  const qr = (isTravelAppPage(config.url) && travelQrImage) || qrImage;
  if (!qr) return null;
  return (
    <Image
      image={{ ...qr, alt: qr.alt || t.appQrCode }}
      sizes="12rem"
      className="size-48 rounded-field border border-line bg-surface p-2"
    />
  );
}
