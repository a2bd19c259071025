/** Theme choice: light, dark or auto, stored under one key; anything else stored counts as auto. */
export type Theme = 'light' | 'dark' | 'auto';

export const THEME_KEY = 'rntl-docs-theme';
const TRANSITION_MS = 400;

export function parseTheme(value: string | null): Theme {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

export function readTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_KEY));
  } catch {
    return 'auto';
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage may be disabled (private mode); the choice then lasts for this page only.
  }
}

/** Applies a theme to <html>; returns whether the page is now dark. */
export function applyTheme(theme: Theme, systemDark: boolean): boolean {
  const dark = theme === 'dark' || (theme === 'auto' && systemDark);
  const root = document.documentElement;
  if (root.classList.contains('dark') !== dark) {
    // A reader who asks for less motion gets the new colours at once, as every other transition of
    // the theme is cut short for them (styles.css); the fade's rule would otherwise win over that.
    const fade = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (fade) root.classList.add('theme-switching');
    root.classList.toggle('dark', dark);
    if (fade) window.setTimeout(() => root.classList.remove('theme-switching'), TRANSITION_MS);
  }
  return dark;
}
