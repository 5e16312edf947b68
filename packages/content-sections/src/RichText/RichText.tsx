import { RichTextBody } from '../content/richText/RichTextBody.js';
import { BlockSection } from '../layout/BlockSection.js';
import type { RichTextProps } from './richTextContent.js';

/** Text from the CMS, rendered as structure (Blocks JSON) or as sanitised HTML. */
export function RichText({ heading, content }: RichTextProps) {
  return (
    <BlockSection heading={heading} width="text">
      {/* The text's own headings start where the text does: the grid test measures this box. */}
      <div data-section-box="">
        <RichTextBody content={content} />
      </div>
    </BlockSection>
  );
}
