'use client';

import { buttonClassName, Modal } from '@insurance-web/ui';
import { RichTextBody } from '../content/richText/RichTextBody.js';
import type { RichTextContent } from '../content/richText/richTextTypes.js';
import { useBlockMessages } from '../messages.js';

export interface DetailModalProps {
  /** The dialog's title: the item's heading. */
  title: string;
  /** Rich text from a content schema (`richText()`): already sanitised on the server. */
  content: RichTextContent;
  /** The button's visible text. Default: `Zobrazit detail` in the site's language. */
  buttonText?: string;
  /**
   * The button's accessible name, for when several buttons share their text; it should start with
   * the text. Default with the default text: `Zobrazit detail: <title>`.
   */
  label?: string;
}

/**
 * A button that opens an item's detail in the ui modal, shared by the numbered list and the item
 * list. A client leaf of its own (it imports no schema), so the blocks around it stay server markup.
 */
export function DetailModal({ title, content, buttonText, label }: DetailModalProps) {
  const t = useBlockMessages();
  const name = label ?? (buttonText === undefined ? t.detailLabel(title) : undefined);
  return (
    <Modal
      title={title}
      trigger={
        <button type="button" className={buttonClassName({ variant: 'secondary' })} aria-label={name}>
          {buttonText ?? t.detailButton}
        </button>
      }
    >
      <RichTextBody content={content} />
    </Modal>
  );
}
