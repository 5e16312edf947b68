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
