'use client';

import { useBlockMessages } from '../messages.js';
import type { ContentIssue } from './registry.js';

/** What an unknown section type shows, in place, between its neighbours (SPEC §1). */
export function SectionNotFound() {
  const t = useBlockMessages();
  return <p className="px-4 py-4 text-center text-ink-muted">{t.notFound}</p>;
}

export interface InvalidSectionNoticeProps {
  label: string;
  type: string;
  issues: ContentIssue[];
}

/**
 * Shown only in a preview build, where a section was left out for its data: editors see which block
 * and which fields to fix. The published site shows nothing there (and logs the same on the server).
 */
export function InvalidSectionNotice({ label, type, issues }: InvalidSectionNoticeProps) {
  const t = useBlockMessages();
  return (
    <aside className="mx-auto my-4 max-w-5xl rounded-card border-2 border-dashed border-danger bg-danger-soft px-5 py-4 text-ink">
      <h2 className="font-bold">{t.previewNoticeHeading(label, type)}</h2>
      <p className="mt-1">{t.previewNoticeText}</p>
      <ul className="mt-2 list-disc ps-6">
        {issues.map((issue, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list for this render
          <li key={index}>
            <code className="rounded bg-surface px-1">{issue.path || t.previewNoticeSection}</code>:{' '}
            {issue.message}
          </li>
        ))}
      </ul>
    </aside>
  );
}
