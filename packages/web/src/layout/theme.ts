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
    root.classList.add('theme-switching');
    root.classList.toggle('dark', dark);
    window.setTimeout(() => root.classList.remove('theme-switching'), TRANSITION_MS);
  }
  return dark;
}
