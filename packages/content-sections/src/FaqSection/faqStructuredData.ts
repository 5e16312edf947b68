import type { FaqQuestionData } from './faqAnswer.js';

/**
 * The answer given in structured data to a question without one (SPEC §8). Czech, like the site's
 * content: structured data is read by search engines, not in the visitor's interface language.
 */
export const FAQ_NO_ANSWER_TEXT = 'Odpověď není k dispozici.';

/**
 * schema.org `FAQPage` with every question given (SPEC §2 item 7), each once: a question repeated
 * with the same answer in two categories is one question to a search engine. `null` without questions.
 */
export function faqPageJsonLd(
  questions: readonly Pick<FaqQuestionData, 'question' | 'answerText'>[],
): Record<string, unknown> | null {
  const seen = new Set<string>();
  const mainEntity = questions.flatMap(({ question, answerText }) => {
    const text = answerText || FAQ_NO_ANSWER_TEXT;
    const key = `${question}\u0000${text}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text } }];
  });
  if (mainEntity.length === 0) return null;
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity };
}
