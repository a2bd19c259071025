/** A documentation page: body, edit link and last update, outline, prev/next, and the old-version banner. */
import { useManifest } from '../shared/SiteContext';
import type { PageData } from '../shared/site';
import { AppLink } from '../layout/AppLink';
import { CopyPageButton } from './CopyPageButton';
import { DocBody } from './DocBody';
import { DocFooter } from './DocFooter';
import { Outline } from './Outline';
import { OverviewList } from './OverviewList';

export function DocPage({ page, showOutline }: { page: PageData; showOutline: boolean }) {
  const manifest = useManifest();
  const { texts, versions } = manifest.site;
  const latest = versions.find((v) => v.default);
  const twin = page.versions.find((v) => v.version === latest?.name);
  return (
    <div className="flex min-w-0 flex-1 gap-10 px-4 py-8 md:px-10">
      <article className="min-w-0 max-w-3xl flex-1">
        {latest && latest.name !== manifest.version && twin && (
          <p role="note" className="mb-6 rounded-md border border-border bg-surface-muted px-4 py-3 text-sm">
            You are reading docs for {manifest.version}. <a className="font-medium text-brand underline" href={manifest.site.base.replace(/\/$/, '') + twin.link}>Read this page for {latest.name}</a>.
          </p>
        )}
        {page.markdownPath && (
          <div className="mb-2 flex justify-end">
            <CopyPageButton href={manifest.site.base.replace(/\/$/, '') + page.markdownPath} />
          </div>
        )}
        <DocBody html={page.html} />
        {page.pageType === 'overview' && <OverviewList groups={page.overview} />}
        <DocFooter page={page} />
        {(page.prev || page.next) && (
          <nav aria-label="Pagination" className="mt-12 grid gap-4 border-t border-border pt-6 sm:grid-cols-2">
            {page.prev ? (
              <AppLink to={page.prev.link} className="rounded-lg border border-border p-4 hover:border-brand">
                <span className="block text-xs text-fg-muted">{texts.prevPageText}</span>
                <span className="font-medium text-brand">{page.prev.text}</span>
              </AppLink>
            ) : (
              <span />
            )}
            {page.next && (
              <AppLink to={page.next.link} className="rounded-lg border border-border p-4 text-right hover:border-brand">
                <span className="block text-xs text-fg-muted">{texts.nextPageText}</span>
                <span className="font-medium text-brand">{page.next.text}</span>
              </AppLink>
            )}
          </nav>
        )}
      </article>
      {showOutline && page.toc.length > 0 && <Outline toc={page.toc} title={texts.outlineTitle} />}
    </div>
  );
}
