import { describe, expect, it } from 'vitest';
import { FAQ_NO_ANSWER_TEXT, faqPageJsonLd } from './faqStructuredData';

describe('faqPageJsonLd', () => {
  it('is a schema.org FAQPage of the questions, in order', () => {
    expect(
      faqPageJsonLd([
        { question: 'Kdy platí povinné ručení?', answerText: 'Od zaplacení.' },
        { question: 'Mohu pojistit přívěs?', answerText: 'Ano.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Kdy platí povinné ručení?',
          acceptedAnswer: { '@type': 'Answer', text: 'Od zaplacení.' },
        },
        {
          '@type': 'Question',
          name: 'Mohu pojistit přívěs?',
          acceptedAnswer: { '@type': 'Answer', text: 'Ano.' },
        },
      ],
    });
  });

  it('says Odpověď není k dispozici. for a question without an answer (SPEC §8)', () => {
    expect(FAQ_NO_ANSWER_TEXT).toBe('Odpověď není k dispozici.');
    expect(faqPageJsonLd([{ question: 'Dostanu náhradní auto?', answerText: '' }])?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Dostanu náhradní auto?',
        acceptedAnswer: { '@type': 'Answer', text: 'Odpověď není k dispozici.' },
      },
    ]);
  });

  it('lists a question repeated with the same answer once, and one with another answer again', () => {
    const data = faqPageJsonLd([
      { question: 'Jak zaplatit?', answerText: 'Převodem.' },
      { question: 'Jak zaplatit?', answerText: 'Převodem.' },
      { question: 'Jak zaplatit?', answerText: 'Kartou.' },
    ]);
    expect(data?.mainEntity).toHaveLength(2);
  });

  it('is nothing without questions', () => {
    expect(faqPageJsonLd([])).toBeNull();
  });
});
