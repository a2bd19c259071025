/** Under a doc page's body: "Edit this page" to its source, and the date of its last commit. */
import { useManifest } from '../shared/SiteContext';
import type { DocPageData } from '../shared/site';

/** A fixed time zone and language, so the prerendered date and the hydrated one are the same text. */
function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

export function DocFooter({ page }: { page: DocPageData }) {
  const { site } = useManifest();
  if (!page.editUrl && !page.lastUpdatedTime) return null;
  return (
    <div className="mt-12 flex flex-wrap items-center justify-between gap-4 text-sm text-fg-muted">
      {page.editUrl ? (
        <a href={page.editUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 font-medium text-brand hover:underline">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 20h4L19 9l-4-4L4 16z" />
            <path d="m13.5 6.5 4 4" />
          </svg>
          {site.editLink?.text}
        </a>
      ) : (
        <span />
      )}
      {page.lastUpdatedTime && (
        <p>
          {site.texts.lastUpdatedText}: <time dateTime={page.lastUpdatedTime}>{formatDate(page.lastUpdatedTime, site.lang)}</time>
        </p>
      )}
    </div>
  );
}
