/**
 * A version's own files: manifest, route table, 404 data, stylesheet, sitemap lines; the default
 * version's 404.html and robots.txt. And, for a reader in another language, the names it gave them.
 */
import { writeFileSync } from 'node:fs';
import type { VersionFiles } from '@rntl-docs/artifacts';
import { bundleUrl, dataPath, SEARCH_INDEX_POINTER, type PageData } from '../shared/site';
import { escapeHtml, htmlDocument } from './document';
import { copyOut, writeOut } from './output';
import { readJson, type Target } from './target';

/** Writes the version's files below the target's output; with `filesOut`, their names there too. */
export function writeVersion(t: Target, notFoundFile: string, filesOut?: string): void {
  const { manifest, out } = t;
  writeOut(out, dataPath(manifest.version, t.routes.name), t.routes.body);
  writeOut(out, dataPath(manifest.version, 'manifest.json'), JSON.stringify(manifest));
  copyOut(out, dataPath(manifest.version, manifest.notFound), notFoundFile);
  writeOut(out, t.cssPath, t.css);
  if (manifest.prefix === '') {
    writeOut(out, '404.html', htmlDocument(t, readJson<PageData>(notFoundFile), '/404'));
    writeOut(out, 'robots.txt', `User-agent: *\nAllow: /\nSitemap: ${manifest.site.origin}${bundleUrl(manifest, 'sitemap.xml')}\n`);
  }
  const urls = manifest.routes.map((r) => `  <url><loc>${escapeHtml(manifest.site.origin + bundleUrl(manifest, r.path))}</loc></url>\n`);
  writeOut(out, `sitemap/${manifest.version}.txt`, urls.join(''));
  if (filesOut) {
    const names: VersionFiles = {
      version: manifest.version,
      dataDir: dataPath(manifest.version, ''),
      routeTable: t.routes.name,
      searchIndex: SEARCH_INDEX_POINTER,
      stylesheet: t.cssPath,
    };
    writeFileSync(filesOut, JSON.stringify(names));
  }
}
