import { renderInSite, screen, within } from '../testing/render';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { MARKUP } from '@rntl-docs/artifacts/markup';
import { DocBody } from './DocBody';
import { TAB_KEY_PREFIX } from './tabs';

/** Tabs as the compiler's tabs plugin writes them: `values` in one `group`, the first selected. */
function tabsHtml(n: number, group: string, values: string[]): string {
  const buttons = values
    .map((v, i) => `<button type="button" role="tab" id="tab-${n}-${i}" aria-controls="panel-${n}-${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" ${MARKUP.tabValue}="${v}">${v}</button>`)
    .join('');
  const panels = values
    .map((v, i) => `<div class="${MARKUP.tabsPanel}" role="tabpanel" id="panel-${n}-${i}" aria-labelledby="tab-${n}-${i}" ${MARKUP.tabValue}="${v}"${i ? ' hidden' : ''}><p>Install with ${v}.</p></div>`)
    .join('');
  return `<div class="${MARKUP.tabs}" ${MARKUP.tabGroup}="${group}"><div class="${MARKUP.tabsList}" role="tablist">${buttons}</div>${panels}</div>`;
}

const MANAGERS = ['npm', 'yarn', 'pnpm'];
const HTML = tabsHtml(1, 'pm', MANAGERS) + tabsHtml(2, 'pm', MANAGERS) + tabsHtml(3, 'runner', ['Jest', 'Vitest']);

const tablists = () => screen.getAllByRole('tablist');
const selected = (list: HTMLElement) => within(list).getByRole('tab', { selected: true }).textContent;
/** The panel a reader sees, by what it says. */
const shownPanel = (list: HTMLElement) => within(list.parentElement!).getByRole('tabpanel').textContent;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/react-native-testing-library/docs/intro');
});

test('choosing a tab shows its panel in every tab set of the group and remembers it', async () => {
  const { user } = renderInSite(<DocBody html={HTML} />);
  const [first, second, runner] = tablists() as [HTMLElement, HTMLElement, HTMLElement];
  assert.equal(selected(first), 'npm');

  await user.click(within(first).getByRole('tab', { name: 'yarn' }));
  assert.equal(selected(first), 'yarn');
  assert.equal(shownPanel(first), 'Install with yarn.');
  assert.equal(selected(second), 'yarn', 'the same group follows');
  assert.equal(shownPanel(second), 'Install with yarn.');
  assert.equal(selected(runner), 'Jest', 'another group does not');
  assert.equal(localStorage.getItem(`${TAB_KEY_PREFIX}pm`), 'yarn');
});

test('arrow keys, Home and End move the selection along the tab list', async () => {
  const { user } = renderInSite(<DocBody html={HTML} />);
  const [first] = tablists() as [HTMLElement];
  await user.tab();
  assert.equal(document.activeElement, within(first).getByRole('tab', { name: 'npm' }));
  await user.keyboard('{ArrowRight}');
  assert.equal(selected(first), 'yarn');
  assert.equal(document.activeElement, within(first).getByRole('tab', { name: 'yarn' }));
  await user.keyboard('{End}');
  assert.equal(selected(first), 'pnpm');
  await user.keyboard('{ArrowRight}');
  assert.equal(selected(first), 'npm', 'ArrowRight wraps to the first tab');
  await user.keyboard('{ArrowLeft}');
  assert.equal(selected(first), 'pnpm', 'ArrowLeft wraps to the last tab');
  await user.keyboard('{Home}');
  assert.equal(selected(first), 'npm');
  assert.equal(within(first).getByRole('tab', { name: 'npm' }).tabIndex, 0);
  assert.equal(within(first).getByRole('tab', { name: 'pnpm' }).tabIndex, -1, 'one tab stop per list');
});

test('a remembered choice, or one in the URL, is selected when the page renders', () => {
  localStorage.setItem(`${TAB_KEY_PREFIX}pm`, 'pnpm');
  window.history.replaceState(null, '', '/react-native-testing-library/docs/intro?runner=Vitest');
  renderInSite(<DocBody html={HTML} />);
  const [first, second, runner] = tablists() as [HTMLElement, HTMLElement, HTMLElement];
  assert.equal(selected(first), 'pnpm');
  assert.equal(selected(second), 'pnpm');
  assert.equal(selected(runner), 'Vitest');
  assert.equal(shownPanel(runner), 'Install with Vitest.');
});
