import { defineBlock } from '../registry/defineBlock.js';
import { ReleaseNotes } from './ReleaseNotes.js';
import { releaseNotesContent } from './releaseNotesContent.js';

/** Always an island: the notes are read in the browser, so the page never waits for the content system. */
export const releaseNotesBlock = defineBlock({
  type: 'blocks.release-notes',
  label: 'Novinky (poznámky k vydání)',
  content: releaseNotesContent,
  component: ReleaseNotes,
  island: () => true,
});
