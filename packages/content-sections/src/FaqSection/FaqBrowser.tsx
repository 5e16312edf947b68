'use client';

import { Image, useHref, useSite } from '@insurance-web/ui';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { isPlainClick } from '../content/plainClick.js';
import { type FaqHeadingLevel, FaqList } from './FaqQuestion.js';
import { useFaqMessages } from './faqMessages.js';
import type { FaqGroup, FaqVariant } from './faqSectionContent.js';
import { faqViewFromUrl, faqViewParams, hrefWithParams } from './faqView.js';

export interface FaqBrowserProps {
  /** Sorted by `order` already (the content schema does it). */
  groups: readonly FaqGroup[];
  variant: FaqVariant;
  /** The level of the group's heading; the questions are one below. */
  headingLevel: FaqHeadingLevel;
}

const down = (level: FaqHeadingLevel): FaqHeadingLevel => Math.min(6, level + 1) as FaqHeadingLevel;

/**
 * The FAQ section's groups and categories, chosen by the URL (`faq`, `q`; SPEC §2). Tiles and
 * category choices are links with `aria-current`: before hydration they load the chosen view from
 * the server; after it, a click changes the URL in place (a new history entry, so back and forward
 * move between views) and the view follows the URL, whoever changed it.
 */
export function FaqBrowser({ groups, variant, headingLevel }: FaqBrowserProps) {
  const { navigation } = useSite();
  const t = useFaqMessages();
  const href = useHref();
  const view = faqViewFromUrl(
    href,
    groups.map((group) => group.categories.length),
  );
  const group = groups[view.group];
  const category = group?.categories[view.category];
  const categoryName = (index: number) => group?.categories[index]?.name || t.categoryNumbered(index + 1);

  // Announce the new view after the visitor changed it (not on the first render).
  const [announcement, setAnnouncement] = useState('');
  const shown = group ? [group.name, group.categories.length > 1 ? categoryName(view.category) : ''] : [];
  const shownText = shown.filter(Boolean).join(' – ');
  const firstShown = useRef(shownText);
  useEffect(() => {
    if (shownText !== firstShown.current) setAnnouncement(t.showing(shownText));
  }, [shownText, t]);

  if (!group) return <p className="text-ink-muted">{t.noQuestions}</p>;

  const choose = (event: MouseEvent<HTMLAnchorElement>, params: Record<string, string | null>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigation.setParams(params);
  };

  const Heading = `h${headingLevel}` as const;
  const title = group.sectionName || group.name;

  return (
    <div className="flex flex-col gap-6">
      {groups.length > 1 ? (
        <nav aria-label={t.groupsLabel}>
          <ul className="grid list-none grid-cols-2 gap-3 p-0 desktop:grid-cols-4">
            {groups.map((item, index) => {
              const params = faqViewParams({ group: index });
              const current = index === view.group;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional; `faq` counts them
                <li key={index} className="flex">
                  <a
                    href={hrefWithParams(href, params)}
                    aria-current={current ? 'true' : undefined}
                    onClick={(event) => choose(event, params)}
                    className={`flex w-full flex-col items-center justify-center gap-3 rounded-card border-2 p-4 text-center font-semibold no-underline [overflow-wrap:anywhere] ${
                      current
                        ? 'border-brand bg-brand-soft text-brand-strong shadow-[inset_0_-4px_0_var(--color-brand)]'
                        : 'border-line bg-surface text-ink hover:border-brand hover:text-brand'
                    }`}
                  >
                    {item.image ? (
                      <Image image={{ ...item.image, alt: '' }} sizes="6rem" className="h-12 w-auto" />
                    ) : null}
                    <span>{item.name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}

      <div className="flex flex-col gap-4">
        {groups.length > 1 || group.sectionName ? (
          <Heading className="text-xl font-bold text-ink [overflow-wrap:anywhere] tablet:text-2xl">
            {title}
          </Heading>
        ) : null}
        {group.categories.length > 1 ? (
          <nav aria-label={t.categoriesLabel(group.name)}>
            <ul className="flex list-none flex-wrap gap-2 p-0">
              {group.categories.map((_item, index) => {
                const params = faqViewParams({ group: view.group, category: index });
                const current = index === view.category;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: categories are positional; `q` counts them
                  <li key={index}>
                    <a
                      href={hrefWithParams(href, params)}
                      aria-current={current ? 'true' : undefined}
                      onClick={(event) => choose(event, params)}
                      className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 py-2 font-semibold no-underline [overflow-wrap:anywhere] ${
                        current
                          ? 'border-brand bg-brand text-on-brand'
                          : 'border-line bg-surface text-ink hover:border-brand hover:text-brand'
                      }`}
                    >
                      {categoryName(index)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <FaqList
          // A new view starts with every question collapsed.
          key={`${view.group}:${view.category}`}
          questions={category?.questions ?? []}
          variant={variant}
          headingLevel={groups.length > 1 || group.sectionName ? down(headingLevel) : headingLevel}
        />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
