import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstVisitRedirect, isBot, notFoundRedirect, preferredLocale, routeIn, type LocaleSettings } from './locale';

const ONE: LocaleSettings = { locales: [{ lang: 'en' }], defaultLang: 'en', redirect: 'auto' };
const TWO: LocaleSettings = { locales: [{ lang: 'en' }, { lang: 'zh' }], defaultLang: 'en', redirect: 'auto' };
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const visit = (over: Partial<Parameters<typeof firstVisitRedirect>[1]> = {}) => ({ route: '/docs/api', visited: false, userAgent: CHROME, languages: ['zh-CN', 'en'], ...over });

test('with one locale nothing ever redirects', () => {
  assert.equal(firstVisitRedirect(ONE, visit({ languages: ['zh'] })), null);
  assert.equal(notFoundRedirect(ONE, '/en/docs/api'), null);
});

test('a first visit goes to the browser language, keeping the page', () => {
  assert.equal(firstVisitRedirect(TWO, visit()), '/zh/docs/api');
  assert.equal(firstVisitRedirect(TWO, visit({ route: '/zh/docs/api', languages: ['en-US'] })), '/docs/api');
});

test('no redirect once visited, for bots, when redirect is never, or when already in the right language', () => {
  assert.equal(firstVisitRedirect(TWO, visit({ visited: true })), null);
  assert.equal(firstVisitRedirect(TWO, visit({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })), null);
  assert.equal(firstVisitRedirect({ ...TWO, redirect: 'never' }, visit()), null);
  assert.equal(firstVisitRedirect(TWO, visit({ languages: ['en-GB'] })), null);
  assert.equal(firstVisitRedirect(TWO, visit({ languages: ['fr'] })), null, 'no matching locale');
});

test('languages match exactly first, then by primary subtag, in preference order', () => {
  const settings: LocaleSettings = { locales: [{ lang: 'en' }, { lang: 'pt-BR' }, { lang: 'pt' }], defaultLang: 'en', redirect: 'auto' };
  assert.equal(preferredLocale(['pt-BR'], settings), 'pt-BR');
  assert.equal(preferredLocale(['pt-PT'], settings), 'pt-BR');
  assert.equal(preferredLocale(['fr', 'en'], settings), 'en');
  assert.equal(preferredLocale([], settings), null);
});

test('routes move between languages', () => {
  assert.equal(routeIn('/', 'zh', TWO), '/zh/');
  assert.equal(routeIn('/zh', 'en', TWO), '/');
  assert.equal(routeIn('/zh/cookbook/', 'en', TWO), '/cookbook/');
});

test('a 404 under the default language prefix goes to the path without it', () => {
  assert.equal(notFoundRedirect(TWO, '/en/docs/api'), '/docs/api');
  assert.equal(notFoundRedirect(TWO, '/en'), '/');
  assert.equal(notFoundRedirect(TWO, '/english/docs'), null);
  assert.equal(notFoundRedirect(TWO, '/docs/nope'), null);
});

test('bots are recognised by their user agent', () => {
  assert.ok(isBot('Mozilla/5.0 (compatible; bingbot/2.0)'));
  assert.ok(!isBot(CHROME));
});
