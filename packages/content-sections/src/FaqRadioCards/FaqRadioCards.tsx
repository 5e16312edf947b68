'use client';

import { Image, useQueryParam, useSite } from '@insurance-web/ui';
import { useId } from 'react';
import { FaqList } from '../FaqSection/FaqQuestion.js';
import { useFaqMessages } from '../FaqSection/faqMessages.js';
import { FAQ_GROUP_PARAM } from '../FaqSection/faqView.js';
import { BlockSection } from '../layout/BlockSection.js';
import type { FaqRadioCard, FaqRadioCardsProps } from './faqRadioCardsContent.js';

// Whole class names, so Tailwind finds them: as many columns as cards on a desktop, up to four.
const DESKTOP_COLUMNS = [
  '',
  'desktop:grid-cols-1',
  'desktop:grid-cols-2',
  'desktop:grid-cols-3',
  'desktop:grid-cols-4',
];

function CheckMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6 shrink-0 fill-current text-brand">
      <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-1.2 13L4.5 9.7l1.4-1.4 2.9 2.9 5.3-5.3 1.4 1.4Z" />
    </svg>
  );
}

interface CardProps {
  card: FaqRadioCard;
  name: string;
  checked: boolean;
  onChoose: (type: string) => void;
}

function Card({ card, name, checked, onChoose }: CardProps) {
  const id = useId();
  return (
    <label
      className={`flex h-full cursor-pointer items-start gap-3 rounded-card border-2 p-4 ${
        checked
          ? 'border-brand bg-brand-soft shadow-[inset_0_0_0_2px_var(--color-brand)]'
          : 'border-line bg-surface hover:border-brand'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={card.type}
        checked={checked}
        onChange={() => onChoose(card.type)}
        aria-labelledby={`${id}-title`}
        aria-describedby={card.text ? `${id}-text` : undefined}
        className="mt-1 size-5 shrink-0 cursor-pointer accent-brand"
      />
      {card.image ? (
        <Image image={{ ...card.image, alt: '' }} sizes="3rem" className="size-12 shrink-0" />
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span id={`${id}-title`} className="text-lg font-semibold text-ink [overflow-wrap:anywhere]">
          {card.heading}
        </span>
        {card.text ? (
          <span id={`${id}-text`} className="text-ink-muted [overflow-wrap:anywhere]">
            {card.text}
          </span>
        ) : null}
      </span>
      {checked ? <CheckMark /> : null}
    </label>
  );
}

/**
 * FAQ radio cards (SPEC §2): topic cards as one radio group. The card whose `type` equals `faq` in the
 * URL is the checked one (the radio's own state, a check mark and a stronger border, not colour
 * alone); choosing a card sets `faq` to its type in place of the current history entry (arrow keys
 * move the choice at every press), and its questions follow under the cards. With no card chosen,
 * a hint says what to do.
 */
export function FaqRadioCards({ heading, perex, cards }: FaqRadioCardsProps) {
  const { navigation } = useSite();
  const t = useFaqMessages();
  const name = useId();
  const selected = useQueryParam(FAQ_GROUP_PARAM);
  const chosen = cards.find((card) => card.type === selected) ?? null;
  const choose = (type: string) => navigation.setParams({ [FAQ_GROUP_PARAM]: type }, { replace: true });
  const Heading = heading ? 'h3' : 'h2';

  return (
    <BlockSection heading={heading} perex={perex}>
      {cards.length > 0 ? (
        <fieldset className="m-0 min-w-0 border-0 p-0">
          <legend className="sr-only">{heading || t.radioLegend}</legend>
          <div
            className={`grid grid-cols-1 gap-3 min-[40rem]:grid-cols-2 ${DESKTOP_COLUMNS[Math.min(cards.length, 4)]}`}
          >
            {cards.map((card) => (
              <Card key={card.type} card={card} name={name} checked={card === chosen} onChoose={choose} />
            ))}
          </div>
        </fieldset>
      ) : null}
      {chosen ? (
        <div className="flex flex-col gap-4">
          <Heading className="text-xl font-bold text-ink [overflow-wrap:anywhere]">
            {t.radioQuestions(chosen.heading)}
          </Heading>
          <FaqList
            key={chosen.type}
            questions={chosen.questions}
            variant="inline"
            headingLevel={heading ? 4 : 3}
          />
        </div>
      ) : (
        <p className="text-ink-muted">{cards.length > 0 ? t.radioHint : t.noQuestions}</p>
      )}
    </BlockSection>
  );
}
