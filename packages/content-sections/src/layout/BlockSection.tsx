import { SectionShell, type SectionShellProps } from '@insurance-web/ui';
import { keepShortCompoundsWhole } from '../content/wordHyphens.js';

export interface BlockSectionProps
  extends Pick<
    SectionShellProps,
    'tone' | 'width' | 'align' | 'className' | 'children' | 'aria-label' | 'landmark'
  > {
  /** The block's heading, rendered as its `h2`; leave it out when the block places its heading itself. */
  heading?: string;
  /** A short introduction under the heading. */
  perex?: string;
}

/**
 * ui's `SectionShell` (padding, content container, heading naming the section) with a content block's
 * perex: an editor's text whose short compounds (`e-mail`, `24-hodinová`) keep whole at a line
 * break, a rule of this package. A server component, so static blocks stay server markup.
 */
export function BlockSection({ heading, perex, ...props }: BlockSectionProps) {
  return (
    <SectionShell heading={heading} perex={perex ? keepShortCompoundsWhole(perex) : undefined} {...props} />
  );
}
