/** Tabs in compiled HTML: selection, and the reader's choice remembered per group (the boot script and the app share it). */
import { MARKUP } from '@rntl-docs/artifacts/markup';

const TABS = `.${MARKUP.tabs}`;
const value = (el: HTMLElement) => el.getAttribute(MARKUP.tabValue);
const groupOf = (el: HTMLElement) => el.getAttribute(MARKUP.tabGroup);
export const TAB_KEY_PREFIX = 'rntl-docs-tab:';

function show(tabs: HTMLElement, chosen: string): boolean {
  const buttons = Array.from(tabs.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]'));
  if (!buttons.some((b) => value(b) === chosen)) return false;
  for (const button of buttons) {
    const selected = value(button) === chosen;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    const panel = tabs.querySelector<HTMLElement>(`#${button.getAttribute('aria-controls')}`);
    if (panel) panel.hidden = !selected;
  }
  return true;
}

export function selectTab(button: HTMLButtonElement): void {
  const tabs = button.closest<HTMLElement>(TABS);
  const chosen = value(button);
  if (!tabs || !chosen) return;
  const group = groupOf(tabs);
  if (!group) return void show(tabs, chosen);
  try {
    localStorage.setItem(TAB_KEY_PREFIX + group, chosen);
  } catch {
    // Without storage the choice applies to this page only.
  }
  document.querySelectorAll<HTMLElement>(`${TABS}[${MARKUP.tabGroup}="${CSS.escape(group)}"]`).forEach((t) => show(t, chosen));
}

/**
 * The WAI-ARIA tabs keys on a focused tab: arrows move to the previous or next tab (wrapping), Home
 * and End to the first or last; the tab reached is selected and focused (automatic activation).
 * Returns whether the key was one of them.
 */
export function moveTab(tab: HTMLButtonElement, key: string): boolean {
  const list = tab.closest('[role="tablist"]');
  if (!list) return false;
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>(':scope > [role="tab"]'));
  const at = tabs.indexOf(tab);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[key];
  if (to === undefined) return false;
  const next = tabs[(to + tabs.length) % tabs.length]!;
  selectTab(next);
  next.focus();
  return true;
}

/** The reader's tab choices by group: remembered ones, overridden by `?group=value` URL parameters. */
export function chosenTabs(): Map<string, string> {
  const chosen = new Map<string, string>();
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const value = key?.startsWith(TAB_KEY_PREFIX) ? localStorage.getItem(key) : null;
      if (key && value) chosen.set(key.slice(TAB_KEY_PREFIX.length), value);
    }
  } catch {
    // Without storage only the URL chooses.
  }
  new URLSearchParams(window.location.search).forEach((value, group) => chosen.set(group, value));
  return chosen;
}

/** Shows the chosen tab of every tab set under root whose group has a choice. */
export function applyChoices(root: ParentNode, chosen: ReadonlyMap<string, string>): void {
  root.querySelectorAll<HTMLElement>(`${TABS}[${MARKUP.tabGroup}]`).forEach((tabs) => {
    const choice = chosen.get(groupOf(tabs) ?? '');
    if (choice) show(tabs, choice);
  });
}

/** Applies remembered choices (and ?pm= style URL parameters) to the tabs under root. */
export function restoreTabs(root: HTMLElement): void {
  applyChoices(root, chosenTabs());
}
