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
