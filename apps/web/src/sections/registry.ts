import type { Section } from '../content/page';

export interface HeroProps {
  heading: string;
  perex: string;
  /** The `Zavolejte mi` action (CMS field `callbackButton`, on unless set to `false`). */
  callbackButton: boolean;
}

export interface RichTextProps {
  paragraphs: string[];
}

export interface PhoneBoxProps {
  heading: string;
  subheading: string;
  phone: string;
}

export interface SectionPropsByType {
  'blocks.hero': HeroProps;
  'blocks.rich-text': RichTextProps;
  'blocks.phone-box': PhoneBoxProps;
}

export type SectionType = keyof SectionPropsByType;

interface SectionDefinition<P> {
  /**
   * Whether the block, with these props, hydrates in the browser (or holds an island), or is HTML
   * only: a page whose blocks are all HTML only ships no JavaScript.
   */
  island(props: P): boolean;
  /** CMS fields → block props; `null` when the data cannot be rendered. */
  parse(section: Section): P | null;
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Rich text as plain paragraphs: a string split on blank lines, or a list of strings. No HTML. */
function paragraphsOf(section: Section): string[] | null {
  const { paragraphs, content } = section;
  if (Array.isArray(paragraphs) && paragraphs.every((p) => typeof p === 'string')) return paragraphs;
  if (typeof content === 'string') return content.split(/\n\s*\n/).map((p) => p.trim());
  return null;
}

export const registry: { [T in SectionType]: SectionDefinition<SectionPropsByType[T]> } = {
  'blocks.hero': {
    island: (props) => props.callbackButton,
    parse(section) {
      const heading = str(section.heading);
      if (!heading) return null;
      return { heading, perex: str(section.perex) ?? '', callbackButton: section.callbackButton !== false };
    },
  },
  'blocks.rich-text': {
    island: () => false,
    parse(section) {
      const paragraphs = paragraphsOf(section)?.filter((p) => p !== '');
      return paragraphs && paragraphs.length > 0 ? { paragraphs } : null;
    },
  },
  'blocks.phone-box': {
    island: () => false,
    parse(section) {
      const heading = str(section.heading);
      const phone = str(section.phone);
      if (!heading || !phone) return null;
      return { heading, phone, subheading: str(section.subheading) ?? '' };
    },
  },
};

export type ResolvedSection =
  | { status: 'unknown'; type: string }
  | { status: 'invalid'; type: SectionType }
  | {
      [T in SectionType]: { status: 'ok'; type: T; island: boolean; props: SectionPropsByType[T] };
    }[SectionType];

function isSectionType(type: string): type is SectionType {
  return Object.hasOwn(registry, type);
}

/** Looks a section up: unknown types and invalid data are results, never exceptions. */
export function resolveSection(section: Section): ResolvedSection {
  const type = section.__component;
  if (!isSectionType(type)) return { status: 'unknown', type };
  let props: unknown = null;
  try {
    props = registry[type].parse(section);
  } catch {
    props = null;
  }
  if (props === null) return { status: 'invalid', type };
  const island = (registry[type].island as (props: unknown) => boolean)(props);
  return { status: 'ok', type, island, props } as ResolvedSection;
}
