import { renderInSite, screen, waitFor, within } from '../testing/render';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Manifest } from '../shared/site';
import { layout } from '../testing/fixtures';
import { SocialLinks } from './SocialLinks';

const { texts } = layout.site;
const LINKS: Manifest['site']['socialLinks'] = ['github', 'discord', 'x', 'mastodon', 'bluesky', 'youtube', 'slack'].map((icon) => ({
  icon,
  mode: 'link',
  content: `https://${icon}.example/rntl`,
}));
const expanded = (button: HTMLElement) => button.getAttribute('aria-expanded');

test('five links show inline and the rest wait in a menu the keyboard opens and closes', async () => {
  const { user } = renderInSite(<SocialLinks links={LINKS} moreLabel={texts.moreLinksText} />);
  assert.deepEqual(
    screen.getAllByRole('link').map((link) => link.getAttribute('aria-label')),
    ['GitHub', 'Discord', 'X', 'Mastodon', 'Bluesky'],
  );
  const button = screen.getByRole('button', { name: texts.moreLinksText });
  assert.equal(expanded(button), 'false');

  button.focus();
  await user.keyboard('{ArrowDown}');
  assert.equal(expanded(button), 'true');
  const list = screen.getByRole('list');
  const youtube = within(list).getByRole('link', { name: 'Youtube' });
  await waitFor(() => assert.equal(document.activeElement, youtube));
  assert.equal(youtube.getAttribute('href'), 'https://youtube.example/rntl');
  await user.keyboard('{ArrowDown}');
  assert.equal(document.activeElement, within(list).getByRole('link', { name: 'Slack' }));

  await user.keyboard('{Escape}');
  assert.equal(expanded(button), 'false');
  assert.equal(document.activeElement, button);
  assert.equal(screen.queryByRole('link', { name: 'Slack' }), null);
  await user.keyboard('{Enter}');
  assert.equal(expanded(button), 'true', 'Enter on the button opens the menu');
});

test('with five links or fewer there is no menu', () => {
  renderInSite(<SocialLinks links={LINKS.slice(0, 5)} moreLabel={texts.moreLinksText} />);
  assert.equal(screen.getAllByRole('link').length, 5);
  assert.equal(screen.queryByRole('button'), null);
});
