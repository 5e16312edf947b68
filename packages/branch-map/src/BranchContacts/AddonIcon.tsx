import { Icon } from '@insurance-web/ui';
import type { ReactNode } from 'react';
import type { BranchAddonIcon } from './branches.js';

/** The add-ons' icons, drawn in ui's icon frame; decorative. */
const PATHS: Record<BranchAddonIcon, ReactNode> = {
  parking: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
    </>
  ),
  wheelchair: (
    <>
      <circle cx="12" cy="4" r="1.5" />
      <path d="M12 7v6h5l2 5" />
      <path d="M12 10h4" />
      <path d="M9 11.2A5 5 0 1 0 15 18" />
    </>
  ),
  wifi: (
    <>
      <path d="M12 20h.01" />
      <path d="M2 8.8a15 15 0 0 1 20 0" />
      <path d="M5 12.9a10 10 0 0 1 14 0" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0" />
    </>
  ),
  coffee: (
    <>
      <path d="M6 2v2M10 2v2M14 2v2" />
      <path d="M17 8h1a4 4 0 0 1 0 8h-1" />
      <path d="M3 8h14v7a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z" />
    </>
  ),
  charging: <path d="M13 2 3 14h9l-1 8 10-12h-9z" />,
  other: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  children: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 11h.01M15 11h.01" />
      <path d="M9.5 15.5a3.5 3.5 0 0 0 5 0" />
    </>
  ),
};

export function AddonIcon({ icon }: { icon: BranchAddonIcon }) {
  return <Icon>{PATHS[icon]}</Icon>;
}
