import { RichTextBody } from '../content/richText/RichTextBody.js';
import { BlockSection } from '../layout/BlockSection.js';
import type { RichTextProps } from './richTextContent.js';

/** Text from the CMS, rendered as structure (Blocks JSON) or as sanitised HTML. */
export function RichText({ heading, content }: RichTextProps) {
  return (
    <BlockSection heading={heading} width="text">
      <RichTextBody content={content} />
    </BlockSection>
  );
}
