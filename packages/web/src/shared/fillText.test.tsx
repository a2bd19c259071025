import { renderInSite, screen } from '../testing/render';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fillText } from './fillText';

test('placeholders take strings and elements, and one without a value stays visible', () => {
  renderInSite(<p>{fillText('{who} read {version}. {link}. {typo}', { who: 'You', version: '12.x', link: <a href="/13.x/">the latest</a> })}</p>);
  assert.equal(screen.getByText(/read 12\.x/).textContent, 'You read 12.x. the latest. {typo}');
  assert.equal(screen.getByRole('link', { name: 'the latest' }).getAttribute('href'), '/13.x/');
});
