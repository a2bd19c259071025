import { renderInSite, screen, waitFor } from '../testing/render';
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { layout } from '../testing/fixtures';
import { THEME_KEY } from './theme';
import { ThemeToggle } from './ThemeToggle';

const name = layout.site.texts.darkModeText;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

test('the switch is pressed in dark mode, and a click stores and applies the other theme', async () => {
  localStorage.setItem(THEME_KEY, 'dark');
  const { user } = renderInSite(<ThemeToggle />);
  const toggle = screen.getByRole('button', { name });
  await waitFor(() => assert.equal(toggle.getAttribute('aria-pressed'), 'true'));
  assert.ok(document.documentElement.classList.contains('dark'));

  await user.click(toggle);
  assert.equal(toggle.getAttribute('aria-pressed'), 'false');
  assert.equal(localStorage.getItem(THEME_KEY), 'light');
  assert.ok(!document.documentElement.classList.contains('dark'));
});

test('without a stored choice the light system theme leaves the switch off', async () => {
  renderInSite(<ThemeToggle />);
  const toggle = screen.getByRole('button', { name });
  await waitFor(() => assert.equal(toggle.getAttribute('aria-pressed'), 'false'));
  assert.equal(toggle.getAttribute('data-state'), 'light');
});
