import { RichTextBody } from '../content/richText/RichTextBody.js';
import type { RichTextProps } from './richTextContent.js';

/** Text from the CMS, rendered as structure (Blocks JSON) or as sanitised HTML. */
export function RichText({ heading, content }: RichTextProps) {
  return (
    <section className="px-4 py-8">
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {heading ? <h2 className="text-2xl font-bold text-ink">{heading}</h2> : null}
        <RichTextBody content={content} />
      </div>
    </section>
  );
}
