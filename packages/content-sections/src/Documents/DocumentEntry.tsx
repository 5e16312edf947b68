'use client';

import { ChevronDownIcon, cardHeadingClass, Icon, telHref, useLocale, useSite } from '@insurance-web/ui';
import { pragueToday } from '@insurance-web/validation';
import type { ReactNode } from 'react';
import type { DocumentFile, InsuranceDocument } from './documentsContent.js';
import { useDocumentsMessages } from './documentsMessages.js';
import { type DatedVersion, formatFileSize, versionsOnDay } from './documentVersions.js';

/** A page with a folded corner: the document's picture beside its title (decorative). */
function DocumentIcon() {
  return (
    <Icon className="mt-1 size-8 shrink-0 text-brand" strokeWidth={1.6}>
      <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3v5h5" />
      <path d="M8.5 13h7M8.5 16.5h5" />
    </Icon>
  );
}

/**
 * `(PDF, 182 kB)` after a link's words, on the same line: part of the link's name, with no hidden
 * punctuation (a visually hidden element is a block to the accessible-name computation, which
 * would put a space before the comma).
 */
function FileInfo({ file }: { file: DocumentFile }) {
  const t = useDocumentsMessages();
  return (
    <>
      {' '}
      <span className="text-base font-normal whitespace-nowrap text-ink-muted">
        {`(${t.fileInfo(formatFileSize(file.sizeKb, useLocale()))})`}
      </span>
    </>
  );
}

/**
 * A link to a version's PDF. It opens in the browser's own viewer (no `download`: a browser ignores
 * it for a file on the CMS's origin anyway, and a visitor who wants the file saves it from there);
 * `type` tells the browser what it will get.
 */
function PdfLink({
  file,
  className,
  children,
}: {
  file: DocumentFile;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={file.url} type="application/pdf" className={className}>
      {children}
    </a>
  );
}

function EarlierVersion({ title, version }: { title: string; version: DatedVersion }) {
  const t = useDocumentsMessages();
  return (
    <li>
      <PdfLink
        file={version.file}
        className="text-brand underline underline-offset-2 hover:text-brand-strong"
      >
        {/* Its name says which document, as the title above does for the eye. */}
        <span className="sr-only">{`${title}: `}</span>
        {t.earlierVersion(t.date(version.validFrom), t.date(version.validTo ?? version.validFrom))}
        <FileInfo file={version.file} />
      </PdfLink>
    </li>
  );
}

/**
 * One document on the page: its kind, its title linking the version that applies today (in Prague,
 * by the site's clock), a version published ahead of its day, and the earlier versions in a
 * disclosure (`<details>`: it opens without JavaScript). Only the texts, the clock and the locale
 * make it a client leaf; it renders on the server and never hydrates.
 */
export function DocumentEntry({ document }: { document: InsuranceDocument }) {
  const t = useDocumentsMessages();
  const { clock } = useSite();
  const { current, upcoming, earlier } = versionsOnDay(document.versions, pragueToday(clock.now()));
  // Before any version applies, the first one to come is the document's link.
  const main = current ?? upcoming[0];
  const later = current ? upcoming : upcoming.slice(1);
  if (!main) return null;
  return (
    <li className="flex gap-4 rounded-card border border-line bg-surface p-5">
      <DocumentIcon />
      <div className="flex min-w-0 flex-col gap-1.5 [overflow-wrap:anywhere]">
        <p className="text-sm font-semibold text-ink-muted">{t.types[document.type]}</p>
        <h3 className={cardHeadingClass}>
          <PdfLink file={main.file} className="text-brand hover:text-brand-strong">
            <span className="underline decoration-2 underline-offset-4">{document.title}</span>
            <FileInfo file={main.file} />
          </PdfLink>
        </h3>
        <p className="text-ink">{t.validFrom(t.date(main.validFrom))}</p>
        {later.map((version) => (
          <p key={version.validFrom}>
            <PdfLink file={version.file} className="font-semibold text-brand underline underline-offset-2">
              <span className="sr-only">{`${document.title}: `}</span>
              {t.upcoming(t.date(version.validFrom))}
              <FileInfo file={version.file} />
            </PdfLink>
          </p>
        ))}
        {earlier.length > 0 ? (
          <details className="group mt-2">
            <summary className="inline-flex cursor-pointer list-none items-center gap-1 font-semibold text-brand [&::-webkit-details-marker]:hidden">
              {t.earlierSummary(earlier.length)}
              <ChevronDownIcon className="transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <ul className="mt-2 flex flex-col gap-2 border-s-2 border-line ps-4">
              {earlier.map((version) => (
                <EarlierVersion key={version.validFrom} title={document.title} version={version} />
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </li>
  );
}

/** The block without documents: where to get them instead (the brand's phone line, a branch). */
export function DocumentsEmpty() {
  const t = useDocumentsMessages();
  const { config } = useSite();
  const phone = config.brand.phone;
  return (
    <p className="max-w-reading rounded-card border border-line bg-surface-muted p-5 text-ink">
      {t.empty.before}
      <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-brand underline">
        {phone}
      </a>
      {t.empty.after}
    </p>
  );
}

/** The block's heading when the editor left it empty. */
export function DocumentsHeading() {
  return <>{useDocumentsMessages().heading}</>;
}
