/** "Copy page as Markdown": fetches the page's Markdown twin only when clicked and copies it. */
import { useState } from 'react';
import type { Texts } from '@rntl-docs/artifacts';
import { useManifest } from '../shared/SiteContext';
import { COPIED_MS } from './copyCode';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** The Texts field that labels each state. */
const LABELS: Record<CopyState, keyof Texts> = {
  idle: 'copyPageText',
  copying: 'copyingPageText',
  copied: 'copiedPageText',
  failed: 'copyFailedText',
};

async function copyTwin(href: string): Promise<void> {
  const text = fetch(href).then((res) => {
    if (!res.ok) throw new Error(`${href}: HTTP ${res.status}`);
    return res.text();
  });
  // A ClipboardItem that takes the pending text keeps the click's user activation alive in Safari,
  // which refuses writeText() once an await has passed.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export interface CopyPageButtonProps {
  /** URL of the page's Markdown twin, with the base path. */
  href: string;
}

export function CopyPageButton({ href }: CopyPageButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const { texts } = useManifest().site;
  const onClick = async () => {
    setState('copying');
    try {
      await copyTwin(href);
      setState('copied');
    } catch (err) {
      console.warn('Copy failed:', err);
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), COPIED_MS);
  };
  return (
    <button
      type="button"
      data-state={state}
      aria-live="polite"
      onClick={() => void onClick()}
      className="rounded-md border border-border px-2.5 py-1 text-xs font-medium text-fg-muted hover:border-brand hover:text-fg"
    >
      {texts[LABELS[state]]}
    </button>
  );
}
