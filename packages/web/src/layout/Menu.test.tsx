import { renderInSite, screen, waitFor, within } from '../testing/render';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layout, page } from '../testing/fixtures';
import LanguageMenu from './LanguageMenu';
import NavMenu from './NavMenu';
import { VersionMenu } from './VersionMenu';

const { texts } = layout.site;
const guides = layout.nav[1]!;
const expanded = (button: HTMLElement) => button.getAttribute('aria-expanded');

test('the version menu lists each version, marks the current one and closes on Escape', async () => {
  const { user } = renderInSite(<VersionMenu page={page} />);
  const button = screen.getByRole('button', { name: `${texts.versionText} 2.x` });
  assert.equal(expanded(button), 'false');
  assert.equal(screen.queryByRole('link'), null);

  await user.click(button);
  assert.equal(expanded(button), 'true');
  const list = screen.getByRole('list');
  assert.equal(within(list).getByRole('link', { name: '2.x' }).getAttribute('aria-current'), 'true');
  assert.equal(within(list).getByRole('link', { name: '1.x' }).getAttribute('href'), page.versions[1]!.href);

  await user.keyboard('{Escape}');
  assert.equal(expanded(button), 'false');
  assert.equal(document.activeElement, button);
});

test('the keyboard opens a menu at its first link, moves through it and closes it', async () => {
  const { user } = renderInSite(<NavMenu item={guides} />);
  const button = screen.getByRole('button', { name: 'Guides' });
  await user.tab();
  assert.equal(document.activeElement, button);

  await user.keyboard('{ArrowDown}');
  assert.equal(expanded(button), 'true');
  await waitFor(() => assert.equal(document.activeElement, screen.getByRole('link', { name: 'Queries' })));
  await user.keyboard('{ArrowDown}');
  assert.equal(document.activeElement, screen.getByRole('link', { name: 'Matchers' }));
  await user.keyboard('{End}');
  assert.equal(document.activeElement, screen.getByRole('link', { name: 'Changelog' }));
  await user.keyboard('{ArrowDown}');
  assert.equal(document.activeElement, screen.getByRole('link', { name: 'Queries' }), 'ArrowDown wraps to the first link');
  await user.keyboard('{ArrowUp}');
  assert.equal(document.activeElement, screen.getByRole('link', { name: 'Changelog' }), 'ArrowUp wraps to the last link');
  await user.keyboard('{Home}');
  assert.equal(document.activeElement, screen.getByRole('link', { name: 'Queries' }));

  await user.keyboard('{Escape}');
  assert.equal(expanded(button), 'false');
  assert.equal(document.activeElement, button);
  await user.keyboard('{Enter}');
  assert.equal(expanded(button), 'true', 'Enter on the button opens the menu');
  await user.keyboard(' ');
  assert.equal(expanded(button), 'false', 'Space on the button closes it');
});

test('focus leaving a menu closes it', async () => {
  const { user } = renderInSite(
    <>
      <VersionMenu page={page} />
      <button type="button">after</button>
    </>,
  );
  const button = screen.getByRole('button', { name: `${texts.versionText} 2.x` });
  await user.click(button);
  assert.equal(expanded(button), 'true');
  await user.tab();
  assert.equal(document.activeElement, screen.getByRole('link', { name: '2.x' }));
  assert.equal(expanded(button), 'true', 'moving focus inside keeps it open');
  await user.tab();
  await user.tab();
  assert.equal(document.activeElement, screen.getByRole('button', { name: 'after' }));
  assert.equal(expanded(button), 'false');
});

test('a nav menu opens under the pointer and closes after it leaves', async () => {
  const { user } = renderInSite(<NavMenu item={guides} />);
  const button = screen.getByRole('button', { name: 'Guides' });
  await user.hover(button);
  assert.equal(expanded(button), 'true');
  assert.ok(screen.getByRole('link', { name: 'Queries' }));
  await user.unhover(button);
  await waitFor(() => assert.equal(expanded(button), 'false'));
});

test('the language menu links the same page in each language', async () => {
  const { user } = renderInSite(<LanguageMenu layout={layout} pathname="/docs/intro" />);
  await user.click(screen.getByRole('button', { name: `${texts.languageText}: en` }));
  const chinese = screen.getByRole('link', { name: '中文' });
  assert.equal(chinese.getAttribute('href'), `${layout.site.base}zh/docs/intro`);
  assert.equal(chinese.getAttribute('lang'), 'zh');
  assert.equal(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current'), 'true');
});
