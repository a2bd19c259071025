/** Writing below a command's output directory. */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where `rel` goes below `out`, its folder made. */
export function outPath(out: string, rel: string): string {
  const path = join(out, rel);
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

export function writeOut(out: string, rel: string, data: string): void {
  writeFileSync(outPath(out, rel), data);
}

export function copyOut(out: string, rel: string, from: string): void {
  copyFileSync(from, outPath(out, rel));
}

/**
 * Copies Markdown files (page twins, llms.txt, llms-full.txt) from below the compiler's Markdown
 * root to their place below the version's root in the bundle: the bundle root for the default
 * version, 12.x/ for 12.x (the manifest's prefix).
 */
export function copyMarkdown(out: string, prefix: string, root: string, files: readonly string[]): void {
  for (const file of files) {
    if (!file.startsWith(`${root}/`)) throw new Error(`${file}: a Markdown file must sit below ${root}`);
    copyOut(out, join(prefix.slice(1), file.slice(root.length + 1)), file);
  }
}
