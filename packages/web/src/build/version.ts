/** A version's own files: manifest, route table, stylesheet, sitemap lines; the default version's 404.html and robots.txt. */
import { bundleUrl, type PageData } from '../shared/site';
import { escapeHtml, htmlDocument } from './document';
import { writeOut } from './output';
import { readJson, type Target } from './target';

export function writeVersion(t: Target, notFoundFile: string): void {
  const { manifest, out } = t;
  writeOut(out, `_data/${manifest.version}/${t.routes.name}`, t.routes.body);
  writeOut(out, `_data/${manifest.version}/manifest.json`, JSON.stringify(manifest));
  writeOut(out, t.cssPath, t.css);
  if (manifest.prefix === '') {
    writeOut(out, '404.html', htmlDocument(t, readJson<PageData>(notFoundFile), '/404'));
    writeOut(out, 'robots.txt', `User-agent: *\nAllow: /\nSitemap: ${manifest.site.origin}${bundleUrl(manifest, 'sitemap.xml')}\n`);
  }
  const urls = manifest.routes.map((r) => `  <url><loc>${escapeHtml(manifest.site.origin + bundleUrl(manifest, r.path))}</loc></url>\n`);
  writeOut(out, `sitemap/${manifest.version}.txt`, urls.join(''));
}
