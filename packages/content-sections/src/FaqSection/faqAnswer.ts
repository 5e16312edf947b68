import { contentFields } from '@insurance-web/ui';
import * as z from 'zod/mini';
import { labelled, text } from '../content/fields.js';
import { richTextToPlainText } from '../content/richText/plainText.js';
import { richText } from '../content/richText/richTextField.js';
import { EMPTY_RICH_TEXT, isEmptyRichText, type RichTextContent } from '../content/richText/richTextTypes.js';

/** One question with its answer, as every FAQ block renders it. */
export interface FaqQuestionData {
  question: string;
  /** Rich text, cleaned and sanitised on the server; empty when there is no answer. */
  answer: RichTextContent;
  /** The answer as plain text: the collapsed preview and the structured data. `''` without an answer. */
  answerText: string;
}

const answerShape = richText();

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'Blocks JSON with nothing readable left after cleaning';
  if (typeof value === 'string') return 'text with nothing readable left after sanitising';
  return value === null ? 'null' : typeof value;
}

/**
 * Reads an answer in any shape Strapi sends (Blocks JSON, Markdown, HTML). Never throws: an answer
 * that cannot be read (a value of another kind, or content of which nothing survives cleaning) is
 * logged with the block and the question, and the question is shown as one without an answer.
 */
export function readAnswer(
  value: unknown,
  where: { block: string; question: string },
): Pick<FaqQuestionData, 'answer' | 'answerText'> {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { answer: EMPTY_RICH_TEXT, answerText: '' };
  }
  try {
    const parsed = answerShape.safeParse(value);
    const answer = parsed.success ? parsed.data : null;
    const hadContent = !(Array.isArray(value) && value.length === 0);
    if (answer && (!isEmptyRichText(answer) || !hadContent)) {
      return { answer, answerText: richTextToPlainText(answer) };
    }
    console.error(
      `[${where.block}] unreadable answer to "${where.question}": ${describe(value)}; shown without an answer`,
    );
  } catch (error) {
    console.error(`[${where.block}] unreadable answer to "${where.question}":`, error);
  }
  return { answer: EMPTY_RICH_TEXT, answerText: '' };
}

/**
 * A question as a content schema: `questionField` and `answerField` are the CMS's names (SPEC §3:
 * `heading`/`content` in an FAQ group's categories, `question`/`answer` in an FAQ item). The question
 * is required; the answer is anything, read by `readAnswer`.
 */
export function faqQuestion<const Q extends string, const A extends string>(
  block: string,
  questionField: Q,
  answerField: A,
) {
  const shape = {
    [questionField]: labelled(text(), 'Otázka', 'Otázka tak, jak ji návštěvník uvidí.'),
    // Strapi's Blocks field; any shape is read by `readAnswer` (a string of Markdown or HTML too).
    [answerField]: labelled(
      contentFields.strapiField(z.optional(z.unknown()), { type: 'blocks' }),
      'Odpověď',
      'Nepovinné. Text odpovědi; bez ní se otázka ukáže bez odpovědi.',
    ),
  } as Record<Q, ReturnType<typeof text>> & Record<A, z.ZodMiniOptional<z.ZodMiniUnknown>>;
  return z.pipe(
    z.object(shape),
    z.transform((fields): FaqQuestionData => {
      const record = fields as Record<string, unknown>;
      const question = String(record[questionField]);
      return { question, ...readAnswer(record[answerField], { block, question }) };
    }),
  );
}
