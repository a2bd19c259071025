/** A documentation page: body, edit link and last update, outline, prev/next, and the old-version banner. */
import { useManifest } from '../shared/SiteContext';
import type { DocPageData } from '../shared/site';
import { fillText } from '../shared/fillText';
import { AppLink } from '../layout/AppLink';
import { CopyPageButton } from './CopyPageButton';
import { DocBody } from './DocBody';
import { DocFooter } from './DocFooter';
import { Outline } from './Outline';
import { OverviewList } from './OverviewList';

export function DocPage({ page }: { page: DocPageData }) {
  const manifest = useManifest();
  const { texts } = manifest.site;
  return (
    <div className="flex min-w-0 flex-1 gap-10 px-4 py-8 md:px-10">
      <article className="min-w-0 max-w-3xl flex-1">
        {page.latest && (
          <p role="note" className="mb-6 rounded-md border border-border bg-surface-muted px-4 py-3 text-sm">
            {fillText(texts.oldVersionText, {
              version: manifest.version,
              link: (
                <a className="font-medium text-brand underline" href={page.latest.href}>
                  {fillText(texts.latestVersionLinkText, { version: page.latest.version })}
                </a>
              ),
            })}
          </p>
        )}
        <div className="mb-2 flex items-center justify-end gap-3">
          <a href={page.markdownHref} className="text-xs font-medium text-fg-muted underline-offset-2 hover:text-fg hover:underline">
            {texts.sourceCodeText}
          </a>
          <CopyPageButton href={page.markdownHref} />
        </div>
        <DocBody html={page.html} tips={page.tips} />
        {page.pageType === 'overview' && <OverviewList groups={page.overview} />}
        <DocFooter page={page} />
        {(page.prev || page.next) && (
          <nav aria-label={texts.paginationLabel} className="mt-12 grid gap-4 border-t border-border pt-6 sm:grid-cols-2">
            {page.prev ? (
              <AppLink link={page.prev.target} className="rounded-lg border border-border p-4 hover:border-brand">
                <span className="block text-xs text-fg-muted">{texts.prevPageText}</span>
                <span className="font-medium text-brand">{page.prev.text}</span>
              </AppLink>
            ) : (
              <span />
            )}
            {page.next && (
              <AppLink link={page.next.target} className="rounded-lg border border-border p-4 text-right hover:border-brand">
                <span className="block text-xs text-fg-muted">{texts.nextPageText}</span>
                <span className="font-medium text-brand">{page.next.text}</span>
              </AppLink>
            )}
          </nav>
        )}
      </article>
      {page.outline && <Outline toc={page.toc} title={texts.outlineTitle} />}
    </div>
  );
}
