import type { MapTiles } from '@insurance-web/ui';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Leaflet shows attributions as HTML: the host's text is escaped, and only an http(s) address
 * becomes a link.
 */
export function attributionHtml({ attribution, attributionUrl }: MapTiles): string {
  const text = escapeHtml(attribution);
  if (!attributionUrl || !/^https?:\/\//i.test(attributionUrl)) return text;
  return `<a href="${escapeHtml(attributionUrl)}">${text}</a>`;
}
