import { Image } from '@insurance-web/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { isExternalUrl } from '../safeUrl.js';
import { keepShortCompoundsWhole, keepShortCompoundsWholeInHtml } from '../wordHyphens.js';
import type {
  RichTextBlock,
  RichTextContent,
  RichTextInline,
  RichTextLeaf,
  RichTextList,
} from './richTextTypes.js';

/**
 * Typography of CMS text, for both shapes: the structural tree and sanitised HTML. Written as
 * descendant variants so that it also styles HTML the sanitiser let through.
 */
export const richTextClassName = clsx(
  'flex flex-col gap-4 text-ink [overflow-wrap:anywhere]',
  '[&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:ps-6 [&_ol]:ps-6 [&_li]:mt-1',
  '[&_a]:text-brand [&_a]:underline [&_a:hover]:text-brand-strong',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-brand [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-field [&_pre]:bg-surface-muted [&_pre]:p-4',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-field',
  '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_th]:text-start',
);

export interface RichTextBodyProps {
  content: RichTextContent;
  className?: string;
}

/** Renders rich text from a content schema (`richText()`): a tree as elements, HTML as sanitised. */
export function RichTextBody({ content, className }: RichTextBodyProps) {
  if (content.kind === 'html') {
    // Sanitised by the content schema (sanitizeHtml), on the server, before it got here.
    return (
      <div
        className={clsx(richTextClassName, className)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist by the schema
        dangerouslySetInnerHTML={{ __html: keepShortCompoundsWholeInHtml(content.html) }}
      />
    );
  }
  return (
    <div className={clsx(richTextClassName, className)}>
      {content.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rich text is static; position is identity
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: RichTextBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{inlines(block.children)}</p>;
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading>{inlines(block.children)}</Heading>;
    }
    case 'quote':
      return <blockquote>{inlines(block.children)}</blockquote>;
    case 'code':
      return (
        <pre>
          <code>{block.text}</code>
        </pre>
      );
    case 'image':
      return <Image image={block.image} sizes="(min-width: 64rem) 48rem, 100vw" />;
    case 'list':
      return <List list={block} />;
  }
}

function List({ list }: { list: RichTextList }) {
  const Tag = list.format === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag>
      {list.children.map((item, index) =>
        item.type === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content
          <li key={index} className="list-none">
            <List list={item} />
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content
          <li key={index}>{inlines(item.children)}</li>
        ),
      )}
    </Tag>
  );
}

function inlines(nodes: RichTextInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') {
      // biome-ignore lint/suspicious/noArrayIndexKey: static content
      return <Leaf key={index} leaf={node} />;
    }
    const external = isExternalUrl(node.url);
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: static content
      <a key={index} href={node.url} rel={external ? 'noopener noreferrer' : undefined}>
        {node.children.map((leaf, leafIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content
          <Leaf key={leafIndex} leaf={leaf} />
        ))}
      </a>
    );
  });
}

/** A line break inside a text (Strapi's editor writes Shift+Enter as `\n`) is a `<br>`. */
function withLineBreaks(text: string): ReactNode {
  // biome-ignore lint/suspicious/noArrayIndexKey: static content; position is identity
  return text.split('\n').map((line, index) => (index ? [<br key={index} />, line] : line));
}

function Leaf({ leaf }: { leaf: RichTextLeaf }) {
  // Code keeps its characters; prose keeps `e-mail` whole at a line's end.
  let content: ReactNode = withLineBreaks(leaf.code ? leaf.text : keepShortCompoundsWhole(leaf.text));
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.strikethrough) content = <s>{content}</s>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <>{content}</>;
}
