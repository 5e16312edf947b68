'use client';

import { ArrowRightIcon, ExternalLinkIcon, Tabs, useHref, useSite } from '@insurance-web/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { isPlainClick } from '../content/plainClick.js';
import { RichTextBody } from '../content/richText/RichTextBody.js';
import { isExternalUrl } from '../content/safeUrl.js';
import { BlockSection } from '../layout/BlockSection.js';
import { useBlockMessages } from '../messages.js';
import type { DynamicSectionsProps, DynamicTab } from './dynamicSectionsContent.js';
import { useDynamicSectionsMessages } from './dynamicSectionsMessages.js';
import {
  SECTION_PARAM,
  sectionLinkTarget,
  selectedSection,
  selectedTab,
  stateHref,
  TAB_PARAM,
} from './dynamicSectionsState.js';

const pill = clsx(
  'inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 font-semibold',
  'transition-colors hover:border-brand',
);

/**
 * Dynamic sections (SPEC §2 `s`, `ds`): at most two tabs, each with sub-sections that show rich text
 * or lead to a link. The state lives in the URL (`?s=pro-firmy&ds=povinne-ruceni`), so it survives a
 * reload, back and forward, and a shared link opens the same section. On phones a select replaces the
 * sub-section tabs; both are in the server HTML and CSS shows one, so nothing shifts.
 */
export function DynamicSections({ heading, perex, anchor, tabs }: DynamicSectionsProps) {
  const { navigation } = useSite();
  const t = useDynamicSectionsMessages();
  // On the server the page's own address (`config.url`), so the server HTML shows the URL's state.
  const url = new URL(useHref());
  const tabIndex = selectedTab(
    url.searchParams.get(TAB_PARAM),
    tabs.map((tab) => tab.slug),
  );
  const current = tabs[tabIndex];
  if (!current) return null;

  const show = (tab: string, section: string | null) => {
    // Radix selects a tab on pointer-down and again on focus: one history entry per real change only.
    const next = new URL(stateHref(navigation.href(), { tab, section }, anchor), navigation.href());
    if (next.href === new URL(navigation.href()).href) return;
    navigation.setParams({ [TAB_PARAM]: tab, [SECTION_PARAM]: section }, anchor ? { hash: anchor } : {});
  };

  const panel = (tab: DynamicTab) => (
    <TabPanel
      tab={tab}
      shown={selectedSection(
        tab === current ? url.searchParams.get(SECTION_PARAM) : null,
        tab.sections.map((section) => ({ slug: section.slug, isLink: section.link !== null })),
      )}
      href={(section) => stateHref(url.toString(), { tab: tab.slug, section }, anchor)}
      onShow={(section) => show(tab.slug, section)}
      headingLevel={heading ? 3 : 2}
    />
  );

  return (
    <BlockSection heading={heading} perex={perex}>
      {tabs.length > 1 ? (
        <Tabs
          label={heading || t.tabsLabel}
          value={current.slug}
          onValueChange={(slug) => show(slug, null)}
          items={tabs.map((tab) => ({ value: tab.slug, label: tab.name, content: panel(tab) }))}
        />
      ) : (
        panel(current)
      )}
    </BlockSection>
  );
}

interface TabPanelProps {
  tab: DynamicTab;
  /** Index of the sub-section shown, `null` when every one is a link. */
  shown: number | null;
  href: (section: string) => string;
  onShow: (section: string) => void;
  headingLevel: 2 | 3;
}

function TabPanel({ tab, shown, href, onShow, headingLevel }: TabPanelProps) {
  const { config } = useSite();
  const t = useDynamicSectionsMessages();
  const blockText = useBlockMessages();
  const selectId = useId();
  const section = shown === null ? undefined : tab.sections[shown];
  const withContent = tab.sections.filter((item) => item.link === null);
  // One sub-section with content has nothing to choose between; a link always needs its place.
  const hasNav = tab.sections.length > 1 || tab.sections.some((item) => item.link !== null);
  const hasSelect = withContent.length > 1;
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="flex flex-col gap-6">
      {hasNav ? (
        <nav aria-label={t.sectionsLabel(tab.name)} className="flex flex-col gap-3">
          {hasSelect ? (
            <div className="flex flex-col gap-1 tablet:hidden">
              <label htmlFor={selectId} className="font-semibold text-ink">
                {t.selectLabel}
              </label>
              <select
                id={selectId}
                value={section?.slug ?? ''}
                onChange={(event) => onShow(event.currentTarget.value)}
                className={clsx(
                  'block min-h-12 w-full cursor-pointer rounded-field border-2 border-line-strong bg-surface px-3 py-2',
                  'text-base text-ink transition-colors hover:border-ink',
                )}
              >
                {withContent.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <ul className="flex flex-wrap gap-2">
            {tab.sections.map((item, index) => {
              if (item.link !== null) {
                const target = sectionLinkTarget(item.link, config.api.host);
                const newTab = item.openInNewWindow;
                return (
                  <li key={item.slug}>
                    <a
                      href={target}
                      target={newTab ? '_blank' : undefined}
                      rel={newTab || isExternalUrl(target) ? 'noopener noreferrer' : undefined}
                      className={clsx(pill, 'border-line text-brand underline-offset-4 hover:underline')}
                    >
                      {item.name}
                      {/* An arrow that says "this leads away"; out of a box when it opens a new window. */}
                      {newTab ? <ExternalLinkIcon /> : <ArrowRightIcon />}
                      {newTab ? <span className="sr-only"> {blockText.opensInNewTab}</span> : null}
                    </a>
                  </li>
                );
              }
              const isCurrent = index === shown;
              return (
                // On phones the select stands in for these.
                <li key={item.slug} className={hasSelect ? 'hidden tablet:block' : undefined}>
                  <a
                    href={href(item.slug)}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onShow(item.slug);
                    }}
                    className={clsx(
                      pill,
                      isCurrent ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface text-ink',
                    )}
                  >
                    {item.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {section ? (
        <div className="flex flex-col gap-4">
          <Heading className="text-xl font-bold text-ink [overflow-wrap:anywhere]">{section.name}</Heading>
          <RichTextBody content={section.content} />
        </div>
      ) : null}
    </div>
  );
}
