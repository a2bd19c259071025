/** Copy-code buttons: copy the block's text and show a copied state for 2 s. */
export const COPIED_MS = 2000;

/** The button's accessible names, from the site's Texts. */
export interface CopyCodeLabels {
  copy: string;
  copied: string;
}

export async function copyCode(button: HTMLButtonElement, labels: CopyCodeLabels): Promise<void> {
  const code = button.parentElement?.querySelector('pre code')?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(code);
  } catch (err) {
    console.warn('Copy failed:', err);
    return;
  }
  button.dataset.state = 'copied';
  button.setAttribute('aria-label', labels.copied);
  window.setTimeout(() => {
    button.dataset.state = 'idle';
    button.setAttribute('aria-label', labels.copy);
  }, COPIED_MS);
}
