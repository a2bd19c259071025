import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tokenize } from './tokenize';

test('identifiers are indexed whole and by their parts', () => {
  assert.deepEqual(tokenize('getByRole'), ['getByRole', 'get', 'By', 'Role']);
  assert.deepEqual(tokenize('fireEvent.press()'), ['fireEvent.press', 'fire', 'Event', 'press']);
  assert.deepEqual(tokenize('include_hidden toBeOnTheScreen'), ['include_hidden', 'include', 'hidden', 'toBeOnTheScreen', 'to', 'Be', 'On', 'The', 'Screen']);
});

test('punctuation separates words and sentence dots are dropped', () => {
  assert.deepEqual(tokenize('Press it. Then, wait!'), ['Press', 'it', 'Then', 'wait']);
  assert.deepEqual(tokenize('日本語 テスト'), ['日本語', 'テスト']);
});

test('hyphenated names are indexed whole and by their words; stray hyphens are dropped', () => {
  assert.deepEqual(tokenize('@testing-library/jest-native'), ['testing-library', 'testing', 'library', 'jest-native', 'jest', 'native']);
  assert.deepEqual(tokenize('a - b --flag'), ['a', 'b', 'flag']);
});
