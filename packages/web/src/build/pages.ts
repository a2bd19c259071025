/** The files of a version's pages: data, HTML document, search text and Markdown twin. */
import type { PageBody, PageFrame, SearchDocument } from '@rntl-docs/artifacts';
import { pageTextFile } from '@rntl-docs/search-core/build';
import { dataPath, htmlFileOf, type ContentPageData, type PageData } from '../shared/site';
import { htmlDocument } from './document';
import { copyMarkdown, writeOut } from './output';
import type { PageInputs } from './request';
import { readJson, type Target } from './target';

/**
 * A content page's data: its frame and its body, as the schema makes each kind of it
 * (`DocPageData extends DocPageFrame, PageBody`; the compiler's models.page_data_of). The body
 * comes last: its data file ends with the long HTML and its code's tooltips.
 */
export function pageDataOf(frame: PageFrame, body: PageBody): ContentPageData {
  return { ...frame, ...body };
}

/** Writes each page's data file, HTML, search text file and Markdown twin (at its path below markdownRoot). */
export function writePages(t: Target, markdownRoot: string, pages: readonly PageInputs[]): void {
  const { version, prefix } = t.manifest;
  const fileOf = new Map(t.manifest.routes.map((r) => [r.path, r.file]));
  for (const inputs of pages) {
    const page = pageDataOf(readJson<PageFrame>(inputs.frame), readJson<PageBody>(inputs.body));
    const file = fileOf.get(page.routePath);
    if (!file) throw new Error(`${inputs.frame}: route ${page.routePath} is not in the manifest`);
    writeOut(t.out, dataPath(version, file), JSON.stringify(page));
    writeOut(t.out, htmlFileOf(page.routePath), htmlDocument(t, page, page.routePath));
    const text = pageTextFile(readJson<SearchDocument[]>(inputs.search));
    if (text) writeOut(t.out, dataPath(version, text.name), text.body);
    copyMarkdown(t.out, prefix, markdownRoot, [inputs.twin]);
  }
}

/** Writes the HTML of pages whose data files are whole already. */
export function writeDocuments(t: Target, files: readonly string[]): void {
  for (const file of files) {
    const page = readJson<PageData>(file);
    writeOut(t.out, htmlFileOf(page.routePath), htmlDocument(t, page, page.routePath));
  }
}
