import { brandAttributes } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import { siteConfig } from '../site';
import './globals.css';

export const metadata = { title: 'Horizont: consumer app (Next.js)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  const { brand } = siteConfig('', '');
  return (
    <html lang="cs" {...brandAttributes(brand)}>
      <body>{children}</body>
    </html>
  );
}
