import { containerClass, SectionHeading, sectionPerexClass, sectionSpacingClass } from '@insurance-web/ui';
import { isExternalUrl } from '../content/safeUrl.js';
import { StarRating } from '../Testimonials/StarRating.js';
import { AppQrCode } from './AppQrCode.js';
import type { AppDownloadProps } from './appDownloadContent.js';
import { StoreBadges } from './StoreBadges.js';

/**
 * The app download block: rating, store links, extra links and a QR code (the travel app's on
 * travel pages). Static: the QR code is chosen on the server from the page's URL.
 */
export function AppDownload({
  heading,
  perex,
  rating,
  appStoreUrl,
  googlePlayUrl,
  appLinks,
  qrImage,
  travelQrImage,
}: AppDownloadProps) {
  return (
    <section className={`bg-brand-soft ${sectionSpacingClass}`}>
      <div
        className={`${containerClass} flex flex-col gap-8 tablet:flex-row tablet:items-center tablet:justify-between`}
      >
        <div className="flex min-w-0 flex-col gap-4">
          <SectionHeading>{heading}</SectionHeading>
          {perex ? <p className={`${sectionPerexClass} text-ink-muted`}>{perex}</p> : null}
          {rating !== null ? <StarRating value={rating} showValue /> : null}
          <StoreBadges appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} />
          {appLinks.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {appLinks.map((link, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: CMS links are positional
                <li key={index}>
                  <a
                    href={link.url}
                    rel={isExternalUrl(link.url) ? 'noopener noreferrer' : undefined}
                    className="font-semibold text-brand underline hover:no-underline"
                  >
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {/* A QR code is for a visitor on a computer: a phone is already where the app goes. */}
        <div className="hidden shrink-0 tablet:block">
          <AppQrCode qrImage={qrImage} travelQrImage={travelQrImage} />
        </div>
      </div>
    </section>
  );
}
