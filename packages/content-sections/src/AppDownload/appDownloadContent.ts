import * as z from 'zod/mini';
import { image, labelled, linkUrl, list, perex, text } from '../content/fields.js';
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
  heading: labelled(text(), 'Nadpis', 'Nadpis bloku s aplikací.'),
  perex: perex(),
  /** The stores' average rating, 0–5 (`4.7`); absent: no stars. */
  rating: labelled(
    z.pipe(
      z.optional(z.nullable(z.number().check(z.gte(0), z.lte(5)))),
      z.transform((value) => value ?? null),
    ),
    'Hodnocení',
    'Nepovinné. Průměrné hodnocení aplikace v obchodech, 0 až 5 (4,7). Prázdné: bez hvězdiček.',
  ),
  appStoreUrl: labelled(
    optionalLink(),
    'Odkaz do App Store',
    'Nepovinné. Adresa aplikace v App Store (https://apps.apple.com/…). Prázdné: bez odznaku.',
  ),
  googlePlayUrl: labelled(
    optionalLink(),
    'Odkaz do Google Play',
    'Nepovinné. Adresa aplikace v Google Play (https://play.google.com/…). Prázdné: bez odznaku.',
  ),
  appLinks: labelled(
    list(
      z.object({
        text: labelled(text(), 'Text odkazu', 'Co odkaz říká (Návod k aplikaci).'),
        url: labelled(linkUrl(), 'Odkaz', 'Celá adresa (https://…) nebo cesta na webu (/aplikace).'),
      }),
    ),
    'Další odkazy',
    'Nepovinné. Textové odkazy pod odznaky obchodů.',
  ),
  /** The QR code of the app; `travelQrImage` replaces it on travel pages (SPEC §2). */
  qrImage: labelled(
    image(),
    'QR kód',
    'Nepovinné. QR kód ke stažení aplikace; zobrazí se jen na tabletu a počítači.',
  ),
  travelQrImage: labelled(
    image(),
    'QR kód pro cestovní pojištění',
    'Nepovinné. Nahradí QR kód na stránkách, v jejichž adrese je „cestovni“.',
  ),
});

export type AppDownloadProps = z.output<typeof appDownloadContent>;
