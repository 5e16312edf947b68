'use client';

import { fetchReleaseNotes, isAbortError, siteApiConfig } from '@insurance-web/api-client';
import { Button, formatCzechDate, SectionHeading, sectionPerexClass, useSite } from '@insurance-web/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { BlockSection } from '../layout/BlockSection.js';
import type { ReleaseNotesProps } from './releaseNotesContent.js';
import { useReleaseNotesMessages } from './releaseNotesMessages.js';
import {
  appendNotes,
  hasMorePages,
  type ReleaseNote,
  type ReleaseNotesPage,
  readReleaseNotesPage,
} from './releaseNotesResponse.js';

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      title: string;
      notes: ReleaseNote[];
      page: number;
      pageCount: number;
      more: 'idle' | 'loading' | 'error';
      /** Key of the first note of the page added last: it gets the focus. */
      firstAdded: string | null;
      announcement: string;
    };

/** At most this many placeholder cards while the first page loads (the list's likely height). */
const SKELETON_CARDS = 4;

class UnexpectedAnswer extends Error {}

/**
 * Release notes from the content system (SPEC §2, §7): read in the browser, a page at a time, and
 * aborted when the block goes away. The server renders the loading state, so a slow content system
 * never holds up the page.
 */
export function ReleaseNotes({ originalId, perPage, heading, perex }: ReleaseNotesProps) {
  const site = useSite();
  const t = useReleaseNotesMessages();
  const headingId = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const moreController = useRef<AbortController | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const load = async (page: number, signal: AbortSignal): Promise<ReleaseNotesPage> => {
    const body = await fetchReleaseNotes(siteApiConfig(site.config), originalId, { perPage, page, signal });
    const result = readReleaseNotesPage(body, page);
    if (!result) throw new UnexpectedAnswer();
    if (result.skipped > 0) {
      console.warn(
        `[release-notes] ${result.skipped} note(s) of collection ${originalId} left out: not in the expected shape`,
      );
    }
    return result;
  };

  // The first page, again on `Zkusit znovu`. `load` reads only props and the site: they identify the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(1, controller.signal).then(
      (first) =>
        setState({
          status: 'ready',
          title: first.title,
          notes: appendNotes([], first.notes),
          page: first.page,
          pageCount: first.pageCount,
          more: 'idle',
          firstAdded: null,
          announcement: '',
        }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt, originalId, perPage, site.config]);

  // Whatever is still on its way when the block goes away is cancelled.
  useEffect(() => () => moreController.current?.abort(), []);

  // After `Načíst další` the first new note takes the focus, so the keyboard carries on from there.
  const firstAdded = state.status === 'ready' ? state.firstAdded : null;
  useEffect(() => {
    if (!firstAdded) return;
    listRef.current?.querySelector<HTMLElement>(`[data-note-key="${CSS.escape(firstAdded)}"]`)?.focus();
  }, [firstAdded]);

  const loadMore = async () => {
    if (state.status !== 'ready' || state.more === 'loading') return;
    const controller = new AbortController();
    moreController.current = controller;
    setState({ ...state, more: 'loading', announcement: '' });
    try {
      const next = await load(state.page + 1, controller.signal);
      setState((current) => {
        if (current.status !== 'ready') return current;
        const notes = appendNotes(current.notes, next.notes);
        const added = notes.slice(current.notes.length);
        return {
          ...current,
          notes,
          page: next.page,
          pageCount: next.pageCount,
          more: 'idle',
          firstAdded: added[0]?.key ?? null,
          announcement: t.loadedMore(added.length),
        };
      });
    } catch (error) {
      if (isAbortError(error)) return;
      setState((current) => (current.status === 'ready' ? { ...current, more: 'error' } : current));
    }
  };

  const title = heading || (state.status === 'ready' ? state.title : '') || t.fallbackHeading;
  const titleKnown = heading !== '' || state.status !== 'loading';

  return (
    // The heading and perex are the block's own (the heading may wait for the collection's title),
    // in BlockSection's order and style.
    <BlockSection>
      <div className="flex flex-col gap-6">
        {titleKnown ? (
          <SectionHeading id={headingId}>{title}</SectionHeading>
        ) : (
          // Until the collection's title arrives its line is held, so nothing below moves.
          <SectionHeading id={headingId} className="h-8 tablet:h-9">
            <span className="sr-only">{t.fallbackHeading}</span>
            <span
              aria-hidden="true"
              className="block h-full w-56 animate-pulse rounded-field bg-surface-muted"
            />
          </SectionHeading>
        )}
        {perex ? <p className={`${sectionPerexClass} text-ink-muted`}>{perex}</p> : null}
        {state.status === 'loading' ? (
          <div>
            {/* Outside the busy element: some screen readers hold back what a busy region says. */}
            <p role="status" className="sr-only">
              {t.loading}
            </p>
            <ul aria-hidden="true" aria-busy="true" className="flex flex-col gap-4">
              {Array.from({ length: Math.min(perPage, SKELETON_CARDS) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
                <li key={index} className="flex h-40 flex-col gap-3 rounded-card border border-line p-5">
                  <span className="h-5 w-40 animate-pulse rounded-field bg-surface-muted" />
                  <span className="h-6 w-3/4 animate-pulse rounded-field bg-surface-muted" />
                  <span className="h-4 w-full animate-pulse rounded-field bg-surface-muted" />
                  <span className="h-4 w-2/3 animate-pulse rounded-field bg-surface-muted" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {state.status === 'error' ? (
          <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface-muted p-5">
            <p role="alert" className="text-ink">
              {t.error}
            </p>
            <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
              {t.retry}
            </Button>
          </div>
        ) : null}
        {state.status === 'ready' && state.notes.length === 0 ? (
          <p role="status" className="rounded-card border border-line bg-surface-muted p-5 text-ink">
            {t.empty}
          </p>
        ) : null}
        {state.status === 'ready' && state.notes.length > 0 ? (
          <>
            <ol ref={listRef} className="flex flex-col gap-4">
              {state.notes.map((note) => (
                <li key={note.key}>
                  <NoteCard note={note} categoriesLabel={t.categories} version={t.version} />
                </li>
              ))}
            </ol>
            <p role="status" className="sr-only">
              {state.announcement}
            </p>
            {state.more === 'error' ? (
              <p role="alert" className="text-danger">
                {t.loadMoreError}
              </p>
            ) : null}
            {hasMorePages(state) ? (
              <div>
                <Button
                  variant="secondary"
                  loading={state.more === 'loading'}
                  onClick={loadMore}
                  aria-describedby={headingId}
                >
                  {state.more === 'error' ? t.retry : t.loadMore}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </BlockSection>
  );
}

function NoteCard({
  note,
  categoriesLabel,
  version,
}: {
  note: ReleaseNote;
  categoriesLabel: string;
  version: (version: string) => string;
}) {
  return (
    <article className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5 [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
        {note.categories.length > 0 ? (
          <ul aria-label={categoriesLabel} className="flex flex-wrap gap-2">
            {note.categories.map((category) => (
              <li
                key={category}
                className="rounded-full bg-brand-soft px-3 py-0.5 text-sm font-semibold text-brand"
              >
                {category}
              </li>
            ))}
          </ul>
        ) : null}
        {note.version ? <span>{version(note.version)}</span> : null}
        {note.date ? <time dateTime={note.date}>{formatCzechDate(note.date)}</time> : null}
      </div>
      {/* Focusable from code only: `Načíst další` moves the focus to the first new note. */}
      <h3 tabIndex={-1} data-note-key={note.key} className="text-xl font-bold text-ink">
        {note.title}
      </h3>
      {note.description ? <p className="whitespace-pre-line text-ink">{note.description}</p> : null}
    </article>
  );
}
