import * as z from 'zod/mini';
import { image, linkUrl, list, optionalText, text } from '../content/fields.js';
import { safeLinkUrl } from '../content/safeUrl.js';

/** An optional link: `null` when empty, refused when it is not a safe URL. */
function optionalLink() {
  return z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value, ctx): string | null => {
      const raw = (value ?? '').trim();
      if (raw === '') return null;
      const url = safeLinkUrl(raw);
      if (url === null) {
        ctx.issues.push({ code: 'custom', message: 'Odkaz není bezpečná adresa.', input: value });
        return z.NEVER;
      }
      return url;
    }),
  );
}

/** `blocks.app-download` (SPEC §3 app block: rating, appStoreUrl, googlePlayUrl, appLinks). */
export const appDownloadContent = z.object({
  heading: text(),
  perex: optionalText(),
  /** The stores' average rating, 0–5 (`4.7`); absent: no stars. */
  rating: z.pipe(
    z.optional(z.nullable(z.number().check(z.gte(0), z.lte(5)))),
    z.transform((value) => value ?? null),
  ),
  appStoreUrl: optionalLink(),
  googlePlayUrl: optionalLink(),
  appLinks: list(z.object({ text: text(), url: linkUrl() })),
  /** The QR code of the app; `travelQrImage` replaces it on travel pages (SPEC §2). */
  qrImage: image(),
  travelQrImage: image(),
});

export type AppDownloadProps = z.output<typeof appDownloadContent>;
