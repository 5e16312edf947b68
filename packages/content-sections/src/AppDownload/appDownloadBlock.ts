import { defineBlock } from '../registry/defineBlock.js';
import { AppDownload } from './AppDownload.js';
import { appDownloadContent } from './appDownloadContent.js';

export const appDownloadBlock = defineBlock({
  type: 'blocks.app-download',
  label: 'Stažení aplikace',
  content: appDownloadContent,
  component: AppDownload,
  tracksClicks: (props) => props.appStoreUrl !== null || props.googlePlayUrl !== null,
});
