/** Copy-code buttons: copy the block's text and show a copied state for 2 s. */
export const COPIED_MS = 2000;

export async function copyCode(button: HTMLButtonElement): Promise<void> {
  const code = button.parentElement?.querySelector('pre code')?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(code);
  } catch (err) {
    console.warn('Copy failed:', err);
    return;
  }
  button.dataset.state = 'copied';
  button.setAttribute('aria-label', 'Copied');
  window.setTimeout(() => {
    button.dataset.state = 'idle';
    button.setAttribute('aria-label', 'Copy code');
  }, COPIED_MS);
}
