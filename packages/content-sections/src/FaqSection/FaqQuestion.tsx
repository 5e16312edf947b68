'use client';

import { createModuleLoader, LazyDialog, useSite } from '@insurance-web/ui';
import { useId, useRef, useState } from 'react';
import { ANALYTICS_EVENTS } from '../analytics/analyticsEvents.js';
import { RichTextBody } from '../content/richText/RichTextBody.js';
import { isEmptyRichText } from '../content/richText/richTextTypes.js';
import { keepShortCompoundsWhole } from '../content/wordHyphens.js';
import type { FaqQuestionData } from './faqAnswer.js';
import { useFaqMessages } from './faqMessages.js';
import type { FaqVariant } from './faqSectionContent.js';

// The answer's dialog loads when a visitor first opens a question. Should it fail to arrive, ui's
// lazy-dialog rule applies: the grid stays and a stand-in named by the question says so, with a retry.
export const faqAnswerModal = createModuleLoader(() =>
  import('./FaqAnswerModal.js').then((module) => module.FaqAnswerModal),
);

function preloadAnswerModal(): void {
  faqAnswerModal.load().catch(() => {});
}

/** The analytics category of every FAQ block's `FAQ` event. */
export const FAQ_CATEGORY = 'Časté dotazy';

export type FaqHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface FaqQuestionProps {
  item: FaqQuestionData;
  /** `inline`: collapsed to three lines, or expanded in place; `modal`: the answer opens in the ui modal. */
  variant: FaqVariant;
  /** The question's heading level, so the page's headings stay in order. */
  headingLevel: FaqHeadingLevel;
  /** Extra classes on the card (`<li>`). */
  className?: string;
}

const CHEVRON = 'mt-1 size-5 shrink-0 fill-current transition-transform';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={open ? `${CHEVRON} rotate-180` : CHEVRON}>
      <path d="M10 13.5 3.5 7l1.4-1.4L10 10.7l5.1-5.1L16.5 7z" />
    </svg>
  );
}

const CARD = 'flex flex-col rounded-card border border-line bg-surface';
const QUESTION_BUTTON =
  'flex w-full cursor-pointer items-start justify-between gap-4 rounded-card p-5 text-start text-lg font-semibold text-ink hover:text-brand';

/**
 * One FAQ card (SPEC §4): the question as a button in a heading. Collapsed, the answer shows as three
 * lines of plain text, a preview hidden from screen readers (for them the button says "collapsed",
 * and the full answer with its links is one press away). Expanded, or in the modal, the full rich
 * text. Opening sends `FAQ` with the question as its label (SPEC §7); closing sends nothing.
 */
export function FaqQuestion({ item, variant, headingLevel, className }: FaqQuestionProps) {
  const { analytics } = useSite();
  const t = useFaqMessages();
  const [open, setOpen] = useState(false);
  const questionButton = useRef<HTMLButtonElement>(null);
  const answerId = useId();
  const Heading = `h${headingLevel}` as const;
  const answered = !isEmptyRichText(item.answer);

  const change = (next: boolean) => {
    setOpen(next);
    if (next) analytics({ name: ANALYTICS_EVENTS.faqOpen, category: FAQ_CATEGORY, label: item.question });
  };

  // The padding is on a wrapper: on the clamped paragraph itself, the fourth line showed, cut, in its
  // bottom padding (overflow clips at the padding box). The height cap repeats the clamp in whole
  // lines, so that no partial line shows where line-clamp is not applied.
  const preview = (
    <div aria-hidden="true" className="px-5 pb-5">
      <p className="line-clamp-3 max-h-[3lh] overflow-hidden text-ink-muted [overflow-wrap:anywhere]">
        {keepShortCompoundsWhole(item.answerText) || t.noAnswer}
      </p>
    </div>
  );
  const fullAnswer = answered ? (
    <RichTextBody content={item.answer} />
  ) : (
    <p className="text-ink-muted">{t.noAnswer}</p>
  );

  if (variant === 'modal') {
    return (
      <li className={className ? `${CARD} ${className}` : CARD}>
        <Heading className="m-0">
          <button
            ref={questionButton}
            type="button"
            aria-haspopup="dialog"
            onClick={() => change(true)}
            // Fetched as the pointer or the focus comes to the question, so that the answer is usually
            // there by the click (a failure here is answered at the click, which tries again).
            onPointerEnter={preloadAnswerModal}
            onFocus={preloadAnswerModal}
            className={QUESTION_BUTTON}
          >
            <span className="min-w-0 [overflow-wrap:anywhere]">{item.question}</span>
          </button>
        </Heading>
        {preview}
        <LazyDialog
          loader={faqAnswerModal}
          open={open}
          onOpenChange={change}
          title={item.question}
          returnFocus={questionButton}
          render={(FaqAnswerModal) => (
            <FaqAnswerModal question={item.question} open={open} onOpenChange={change}>
              {fullAnswer}
            </FaqAnswerModal>
          )}
        />
      </li>
    );
  }

  return (
    <li className={className ? `${CARD} ${className}` : CARD}>
      <Heading className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => change(!open)}
          className={QUESTION_BUTTON}
        >
          <span className="min-w-0 [overflow-wrap:anywhere]">{item.question}</span>
          <Chevron open={open} />
        </button>
      </Heading>
      <div id={answerId}>{open ? <div className="px-5 pb-5">{fullAnswer}</div> : preview}</div>
    </li>
  );
}

export interface FaqListProps {
  questions: readonly FaqQuestionData[];
  variant: FaqVariant;
  headingLevel: FaqHeadingLevel;
}

/** Questions as a list of FAQ cards, or the empty state. */
export function FaqList({ questions, variant, headingLevel }: FaqListProps) {
  const t = useFaqMessages();
  if (questions.length === 0) return <p className="text-ink-muted">{t.noQuestions}</p>;
  return (
    <ul className="flex list-none flex-col gap-3 p-0">
      {questions.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: CMS questions are positional; texts may repeat
        <FaqQuestion key={index} item={item} variant={variant} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
