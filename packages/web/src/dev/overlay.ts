/**
 * The build error overlay of the live preview: the compiler's diagnostics over the last good page,
 * until a save builds cleanly. Plain DOM outside React's root, so the app underneath keeps its state.
 */
import type { Diagnostic } from './events';

const OVERLAY_ID = 'dev-build-errors';
const TITLE_ID = 'dev-build-errors-title';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.setAttribute('style', style);
  if (text !== undefined) el.textContent = text;
  return el;
}

export function hideErrors(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

/** Shows (or replaces) the overlay listing every error. */
export function showErrors(errors: Diagnostic[]): void {
  hideErrors();
  const overlay = element('div', 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:flex-start;justify-content:center;padding:8vh 16px;background:rgba(15,15,20,.55);overflow:auto');
  overlay.id = OVERLAY_ID;
  const dialog = element('section', 'max-width:880px;width:100%;background:#1b1b1f;color:#f4f4f5;border-top:4px solid #ef4444;border-radius:8px;padding:20px 24px;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;box-shadow:0 10px 40px rgba(0,0,0,.5)');
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', TITLE_ID);
  const title = element('h2', 'margin:0 0 4px;font-size:18px;color:#fca5a5', errors.length === 1 ? 'Build failed: 1 error' : `Build failed: ${errors.length} errors`);
  title.id = TITLE_ID;
  const note = element('p', 'margin:0 0 16px;color:#a1a1aa', 'The page below is the last good build. Save a fix and this goes away.');
  const list = element('ul', 'margin:0;padding:0;list-style:none');
  for (const d of errors) {
    const item = element('li', 'margin:0 0 12px;white-space:pre-wrap');
    item.append(element('strong', 'color:#93c5fd', `${d.file}:${d.line}:${d.column}`), document.createTextNode(`: ${d.message}`));
    list.append(item);
  }
  const close = element('button', 'margin-top:8px;padding:6px 14px;border:1px solid #52525b;border-radius:6px;background:transparent;color:inherit;font:inherit;cursor:pointer', 'Dismiss');
  close.type = 'button';
  close.addEventListener('click', hideErrors);
  dialog.append(title, note, list, close);
  overlay.append(dialog);
  overlay.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hideErrors();
  });
  document.body.append(overlay);
}
