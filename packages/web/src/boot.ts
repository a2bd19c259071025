/**
 * The boot script: esbuild bundles it on its own (//packages/web:boot) and the prerender inlines
 * it in every page's <head>, so it runs before first paint and nothing flashes or shifts. It applies
 * the stored theme and the URL parameters that hide parts of the page (`?navbar=0`: CSS hides the
 * matching data-part), and selects remembered tab choices in the markup as the parser adds it, with
 * the same code the app uses afterwards (pages/tabs.ts), so the tabs' state and styles live once.
 */
import { HIDEABLE_PARTS } from './layout/parts';
import { readTheme } from './layout/theme';
import { applyChoices, chosenTabs } from './pages/tabs';

const root = document.documentElement;
try {
  const theme = readTheme();
  root.classList.toggle('dark', theme === 'dark' || (theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches));
} catch {
  // No storage or no matchMedia: the light theme.
}
try {
  const params = new URLSearchParams(location.search);
  for (const part of HIDEABLE_PARTS) if (params.get(part) === '0') root.classList.add(`hide-${part}`);
} catch {
  // A malformed query string hides nothing.
}
const choices = chosenTabs();
if (choices.size) {
  // Mutation records arrive after each stretch the parser adds, before the browser paints it: a tab
  // set's panels may come in several stretches, so each batch applies the choices again.
  const observer = new MutationObserver(() => applyChoices(document, choices));
  observer.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    observer.disconnect();
    applyChoices(document, choices);
  });
}
