// The registry's rules live in `@insurance-web/ui` beside `defineBlock`, shared by every package that
// defines blocks; both renderers (the Astro host and `<Sections>`) read them from there.
export type {
  ContentIssue,
  RegistryOptions,
  ResolvedSection,
  Section,
  SectionRegistry,
} from '@insurance-web/ui';
export {
  contentProps,
  createRegistry,
  describeInvalidSection,
  resolveSection,
  sectionsAboveTheFold,
} from '@insurance-web/ui';

// Stories and tests read blocks' props from their fixtures with `contentProps`, eagerly, as the host
// does: string rich text converts at once (blocks.ts does the same; stringConverter.ts).
import { registerStringConverter } from '../content/richText/stringConverter.js';
import { stringToRichText } from '../content/richText/stringToRichText.js';

registerStringConverter(stringToRichText);
