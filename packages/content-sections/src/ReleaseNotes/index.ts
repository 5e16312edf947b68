export { ReleaseNotes } from './ReleaseNotes.js';
export { releaseNotesBlock } from './releaseNotesBlock.js';
export type { ReleaseNotesProps } from './releaseNotesContent.js';
export {
  RELEASE_NOTES_MAX_PER_PAGE,
  RELEASE_NOTES_PER_PAGE,
  releaseNotesContent,
} from './releaseNotesContent.js';
export type { ReleaseNotesMessages } from './releaseNotesMessages.js';
export { releaseNotesMessages } from './releaseNotesMessages.js';
export type { ReleaseNote, ReleaseNotesPage } from './releaseNotesResponse.js';
export { appendNotes, hasMorePages, readReleaseNotesPage } from './releaseNotesResponse.js';
