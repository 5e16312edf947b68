'use client';

import { heroLogo, useSite } from '@insurance-web/ui';

/** The hero logo of the site's brand variant (SPEC §1), with its intrinsic size. */
export function HeroLogo() {
  const logo = heroLogo(useSite().brand);
  return (
    <img
      src={logo.src}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      fetchPriority="high"
      className="h-12 w-auto self-start"
    />
  );
}
