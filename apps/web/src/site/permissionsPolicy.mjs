// What the site's documents and their frames may use, and with whom they share a window, for the
// middleware's pages and for the files server.mjs answers itself: one plain module, because
// server.mjs runs without a build step.

/** The players ui's VideoPopup frames (YouTube without cookies, Vimeo). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

// Nothing on the site reads the camera, microphone, position, sensors or payments, so nobody may.
// Only features Chromium knows are named: an unknown one is a console error on every page.
const DENIED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

// A frame gets a feature only if the page grants it to the frame's origin: the players get what
// VideoPopup's `allow` asks for.
const DELEGATED_TO_PLAYERS = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

const players = `(self ${VIDEO_PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`;

/** The `Permissions-Policy` header of every response. */
export const PERMISSIONS_POLICY = [
  ...DENIED.map((feature) => `${feature}=()`),
  ...DELEGATED_TO_PLAYERS.map((feature) => `${feature}=${players}`),
].join(', ');

const OPENER_POLICIES = ['same-origin', 'same-origin-allow-popups', 'unsafe-none'];

/**
 * The `Cross-Origin-Opener-Policy` of every response: `CROSS_ORIGIN_OPENER_POLICY`, `same-origin`
 * unless set. A site that must keep a window relation with another origin's popup (a payment or a
 * sign-in window) sets `same-origin-allow-popups`; `unsafe-none` turns the isolation off (the
 * Lighthouse run does: see scripts/lighthouse.mjs). Anything else is refused: server.mjs stops.
 */
export function openerPolicy(value = process.env.CROSS_ORIGIN_OPENER_POLICY) {
  const policy = value?.trim() || 'same-origin';
  if (!OPENER_POLICIES.includes(policy)) {
    throw new Error(
      `CROSS_ORIGIN_OPENER_POLICY must be one of ${OPENER_POLICIES.join(', ')}, not "${policy}"`,
    );
  }
  return policy;
}
