export { AppDownload } from './AppDownload.js';
export type { AppQrCodeProps } from './AppQrCode.js';
export { AppQrCode } from './AppQrCode.js';
export { appDownloadBlock } from './appDownloadBlock.js';
export type { AppDownloadProps } from './appDownloadContent.js';
export { appDownloadContent } from './appDownloadContent.js';
export { APP_CATEGORY, StoreBadges } from './StoreBadges.js';
export { isTravelAppPage, TRAVEL_APP_MARKER } from './travelApp.js';
