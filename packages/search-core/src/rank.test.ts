/** Ranking: what the reader named first, reference before FAQ, synonyms, stems, member paths. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchEngine } from './engine';
import { describedMatcher, queryWords } from './query';
import { migrationTarget, queryNames, sectionNames, spelledNames, squash } from './rank';
import { doc, SITE, siteEngine } from './testing';

const first = (engine: SearchEngine, query: string) => engine.search(query)[0]?.link;

const QUERIES = [
  doc('/docs/api/queries', 'Queries', '', 'Queries find host elements.'),
  doc('/docs/api/queries#byrole', 'Queries', 'ByRole', 'getByRole(role, options) returns the element with the role: screen.getByRole("button").'),
  doc('/docs/api/queries#bytext', 'Queries', 'ByText', 'getByText matches text; screen.getByText(/hello/).'),
  doc('/docs/guides/faq#testid', 'FAQ', 'Is it fine to use testID?', 'Prefer getByRole: getByRole finds what the user sees. Use getByRole first, getByRole with a name, and getByRole again.'),
];

test('a section whose heading is the identifier outranks one that mentions it more often', () => {
  const engine = siteEngine(QUERIES);
  for (const query of ['getByRole', 'getAllByRole', 'queryByRole', 'findAllByRole', 'get by role', 'getbyrole', 'GETBYROLE', 'getbyrol', 'screen.getByRole']) {
    assert.equal(first(engine, query), '/docs/api/queries#byrole', query);
  }
});

test('names: a query means itself, its query family, and for owner.member the member family', () => {
  assert.deepEqual(queryNames('getAllByRole'), ['getallbyrole', 'byrole']);
  assert.deepEqual(queryNames('screen.getByText'), ['screengetbytext', 'bytext']);
  assert.deepEqual(sectionNames('Jest matchers', 'toBeExpanded() and toBeCollapsed()'), [
    'tobeexpandedandtobecollapsed', 'tobeexpanded', 'tobecollapsed',
    'jestmatcherstobeexpandedandtobecollapsed', 'jestmatcherstobeexpanded', 'jestmatcherstobecollapsed',
  ]);
  assert.equal(squash('container (removed)'), 'container');
  assert.equal(squash('userEvent.setup()'), squash('user event setup'));
});

test('a member path finds the member on the owner page', () => {
  const engine = siteEngine([
    doc('/docs/api/events/user-event', 'User Event', '', 'userEvent simulates interactions: type, press, clear.'),
    doc('/docs/api/events/user-event#type', 'User Event', 'type()', 'await user.type(input, "text") types into a text input.'),
    doc('/docs/api/events/user-event#clear', 'User Event', 'clear()', 'Clears a text input, then types nothing; unlike type it blurs.'),
  ]);
  assert.equal(first(engine, 'userEvent.type'), '/docs/api/events/user-event#type');
  assert.equal(first(engine, 'userEvent.clear'), '/docs/api/events/user-event#clear');
  assert.equal(first(engine, 'userEvent'), '/docs/api/events/user-event', 'the page named User Event');
});

test('FAQ entries and migration notes step back when the API reference matches as well', () => {
  const engine = siteEngine([
    doc('/docs/guides/faq#timers', 'FAQ', 'How do I test timers?', 'Use jest fake timers with userEvent and advanceTimers.'),
    doc('/docs/api/events/user-event#fake-timers', 'User Event', 'Fake timers', 'With fake timers, userEvent advances them.'),
  ]);
  assert.equal(first(engine, 'fake timers'), '/docs/api/events/user-event#fake-timers');
  // Only an FAQ entry or a migration note names it (the reference only has longer words): it stays first.
  const removed = siteEngine([
    doc('/docs/migration/previous/v2#waitforelement', 'Migration to 2.0', 'waitForElement is now waitFor', 'Replace waitForElement with waitFor.'),
    doc('/docs/api/misc/async#waitforelementtoberemoved', 'Async utilities', 'waitForElementToBeRemoved', 'waitForElementToBeRemoved waits for an element to be removed; waitForElementToBeRemoved again.'),
  ]);
  assert.equal(first(removed, 'waitForElement'), '/docs/migration/previous/v2#waitforelement');
});

test('reader words find the quick start through synonyms', () => {
  const engine = siteEngine([
    doc('/docs/start/quick-start', 'Quick start', '', 'From zero to a first passing test.'),
    doc('/docs/start/quick-start#install', 'Quick start', 'Install', 'npm install --save-dev @testing-library/react-native'),
    doc('/docs/start/quick-start#configure-jest', 'Quick start', 'Configure Jest', 'Set the preset in jest.config.js.'),
    doc('/cookbook/network#install', 'Network requests', 'Install', 'npm install msw'),
    doc('/docs/start/intro', 'Introduction', '', 'How to get started reading these docs; setup is covered later.'),
  ]);
  assert.equal(first(engine, 'install'), '/docs/start/quick-start#install');
  assert.equal(first(engine, 'installation'), '/docs/start/quick-start#install', 'stem of installation');
  assert.equal(first(engine, 'getting started'), '/docs/start/quick-start');
  assert.equal(first(engine, 'setup jest'), '/docs/start/quick-start#configure-jest');
});

test('stems find other forms of a word; filler words are not required', () => {
  const engine = siteEngine([
    doc('/docs/migration/v13', 'Migration to 13.0', '', 'What changes when you upgrade.'),
    doc('/docs/migration/v13#removed-apis', 'Migration to 13.0', 'Removed APIs', 'These queries were removed in 13.'),
    doc('/cookbook/network', 'Network requests', '', 'Mocking the server with msw in tests.'),
  ]);
  assert.equal(first(engine, 'migrate to 13'), '/docs/migration/v13');
  assert.equal(first(engine, 'mock network requests'), '/cookbook/network');
});

test('a hyphenated name finds the places that use it whole before those that use its words apart', () => {
  const engine = siteEngine([
    doc('/docs/guides/troubleshooting#native-modules', 'Troubleshooting', 'Native modules in Jest', 'Jest cannot load native modules; mock them in jest setup.'),
    doc('/docs/migration/jest-matchers', 'Migration to built-in Jest matchers', '', 'Move from @testing-library/jest-native to the built-in matchers.'),
  ]);
  assert.equal(first(engine, 'jest-native'), '/docs/migration/jest-matchers');
});

test('an example that uses an identifier steps back behind the section that explains it', () => {
  const engine = siteEngine([
    doc('/docs/api/misc/render-hook#basic-example', 'Render Hook', 'Basic example', 'Counter hook: result.current.count starts at 0; result.current.increment() adds one; result.current.reset() goes back; the test reads result.current after each act.'),
    doc('/docs/api/misc/render-hook#result', 'Render Hook', 'Result', 'Field result.current: the value your hook returned in the most recent committed render; read it after every action. rerender(props) renders again with new props; unmount() unmounts the test component and runs effect cleanups.'),
  ]);
  assert.equal(first(engine, 'result.current'), '/docs/api/misc/render-hook#result');
});

test('a section that documents an option in its own table outranks sections that use it, not its heading', () => {
  const engine = siteEngine([
    doc('/docs/api/events/user-event#options', 'User Event', 'Options', 'Option delay: pause between steps. Option advanceTimers: moves fake clocks.', ['delay', 'advanceTimers']),
    doc('/docs/api/events/user-event#longpress', 'User Event', 'longPress()', 'Waits delay, then pressIn, waits duration; the delay applies before the touch, and again delay before release.'),
    doc('/docs/api/events/user-event#pitfalls', 'User Event', 'Pitfalls', 'A large delay with real timers slows tests; a delay of 0 still yields; keep delay small.'),
    doc('/docs/api/misc/config#delay', 'Config', 'delay', 'A made-up heading named delay wins over the table row: delay.'),
  ]);
  assert.deepEqual(engine.search('delay').map((r) => r.link).slice(0, 2), ['/docs/api/misc/config#delay', '/docs/api/events/user-event#options']);
  assert.equal(first(engine, 'advanceTimers'), '/docs/api/events/user-event#options');
});

test('a member path finds a section named by the member or documenting it', () => {
  const engine = siteEngine([
    doc('/docs/api/screen', 'Screen', '', 'screen holds the render result of the latest render: screen.rerender, screen.debug and every query.'),
    doc('/docs/api/render#rerender', 'Render', 'rerender', 'rerender(element) renders a new element into the same root; also available on screen.'),
    doc('/docs/api/render#result', 'Render', 'Result', 'The result (also on screen) holds rerender, unmount, debug and the queries; rerender and debug print or update.', ['rerender', 'unmount', 'debug']),
  ]);
  assert.equal(first(engine, 'screen.rerender'), '/docs/api/render#rerender');
  assert.equal(first(engine, 'screen.unmount'), '/docs/api/render#result');
});

test('a name documented under a heading is found by the heading and the name together', () => {
  const engine = siteEngine([
    { ...doc('/docs/api/misc/async#waitfor', 'Async utilities', 'waitFor', 'Retries the callback until it passes or the timeout ends.'), headers: ['waitFor'] },
    { ...doc('/docs/api/misc/async#options', 'Async utilities', 'Options', 'What waitFor accepts. timeout: total time. interval: time between attempts.', ['timeout', 'interval']), headers: ['waitFor', 'Options'] },
  ]);
  assert.equal(first(engine, 'waitFor timeout'), '/docs/api/misc/async#options');
  assert.equal(first(engine, 'waitFor'), '/docs/api/misc/async#waitfor');
});

test('a heading with no text of its own steps back behind a section that answers', () => {
  const engine = siteEngine([
    doc('/docs/guides/faq#setup', 'FAQ', 'Setup', ''),
    doc('/docs/guides/faq#versions', 'FAQ', 'Which versions do I need?', 'React 18 or 19 and a matching renderer; see the setup steps.'),
    doc('/docs/start/quick-start', 'Quick start', '', 'Install the package and configure Jest.'),
  ]);
  assert.equal(first(engine, 'setup'), '/docs/start/quick-start');
});

test('an identifier spelled out inside a task phrase finds the section it names', () => {
  const engine = siteEngine([
    doc('/docs/api/queries#bylabeltext', 'Queries', 'ByLabelText', 'Finds the element whose accessible label matches.'),
    doc('/docs/api/misc/async#findby', 'Async utilities', 'findBy queries', 'findBy queries wait to find an element; findBy by label, text or role.'),
  ]);
  assert.equal(first(engine, 'find element by label'), '/docs/api/queries#bylabeltext');
  assert.deepEqual(spelledNames('find element by label'), ['findelement', 'findelementby', 'elementby', 'elementbylabel', 'bylabel']);
});

test('the API reference comes before a recipe or guide that matches as well', () => {
  const engine = siteEngine([
    doc('/cookbook/basics/async-tests#fake-timers', 'Async tests', 'Fake timers', 'Fake timers advance the debounce, and fake timers need advancing.'),
    doc('/docs/api/misc/async#fake-timers', 'Async utilities', 'Fake timers', 'waitFor advances fake timers for you.'),
  ]);
  assert.equal(first(engine, 'fake timers'), '/docs/api/misc/async#fake-timers');
});

test('a matcher described in words: the words after is/has name it, not the thing checked', () => {
  assert.deepEqual(describedMatcher('assert button is selected', SITE), ['be', 'selected']);
  assert.deepEqual(describedMatcher('element has text', SITE), ['have', 'text']);
  assert.deepEqual(describedMatcher('section is not expanded', SITE), ['be', 'expanded']);
  assert.equal(describedMatcher('toBeOnTheScreen is not a function', SITE), null, 'an API named before the verb is what the reader asks about');
  assert.equal(describedMatcher('wait for element to appear', SITE), null);
  assert.equal(describedMatcher('what is', SITE), null);
});

test('"section is expanded" finds toBeExpanded, though no section says "section" and "expanded" together', () => {
  const engine = siteEngine([
    doc('/docs/api/jest-matchers#tobeexpanded', 'Jest matchers', 'toBeExpanded()', 'Passes when the element reports an expanded accessibility state.'),
    doc('/docs/api/jest-matchers#tobeselected', 'Jest matchers', 'toBeSelected()', 'Passes when the element is selected.'),
    doc('/docs/api/jest-matchers#tohavetextcontent', 'Jest matchers', 'toHaveTextContent()', 'Compares the text the element renders.'),
    doc('/docs/api/queries#state', 'Queries', 'State options', 'Filter by selected, expanded or checked state; each section of a list may be expanded.'),
    doc('/docs/guides/sections', 'Sections', '', 'A section groups content; a section title is a header.'),
  ]);
  assert.equal(first(engine, 'section is expanded'), '/docs/api/jest-matchers#tobeexpanded');
  assert.equal(first(engine, 'assert button is selected'), '/docs/api/jest-matchers#tobeselected');
  assert.equal(first(engine, 'element has text'), '/docs/api/jest-matchers#tohavetextcontent');
});

test('a migration query leads to the guide of the version it moves to, not the one it leaves', () => {
  assert.equal(migrationTarget('migrate from 12 to 13', SITE), '13');
  assert.equal(migrationTarget('upgrade to v13', SITE), '13');
  assert.equal(migrationTarget('how to query by role', SITE), null, 'no migration word: no target');
  const engine = siteEngine([
    doc('/docs/migration/v13', 'Migration to 13.x', '', 'Coming from 12? Update your tests for 13.'),
    doc('/docs/migration/previous/v12', 'Migration to 12.x', '', 'Migrate from 11 to 12, then from 12 to 13 when 13 is out: migrate step by step.'),
  ]);
  assert.equal(first(engine, 'migrate from 12 to 13'), '/docs/migration/v13');
});

test('a migration query leads to the guide itself, before the guide section that names the versions most', () => {
  const engine = siteEngine([
    doc('/docs/migration/v13', 'Migration to 13.x', '', 'Coming from 12? Update your tests for 13 step by step.'),
    doc('/docs/migration/v13#later', 'Migration to 13.x', 'What the rest of the 13.x line adds', 'Once you migrate from 12, 13.1 adds queries.'),
  ]);
  assert.equal(first(engine, 'migrate from 12 to 13'), '/docs/migration/v13');
});

test('a migration query is answered by the migration guide, which does not step back behind the reference', () => {
  const engine = siteEngine([
    doc('/docs/migration/jest-matchers', 'Migration from jest-native', '', 'Move your tests off jest-native: swap the setup import, then rename the matchers that differ.'),
    doc('/docs/api/jest-matchers#relation', 'Jest matchers', 'Relation to jest-native', 'The built-in matchers replace jest-native; see the migration guide for the jest-native matchers that differ.'),
  ]);
  assert.equal(first(engine, 'migrate from jest-native'), '/docs/migration/jest-matchers');
  assert.equal(first(engine, 'jest-native'), '/docs/api/jest-matchers#relation', 'without a migration word the reference comes first');
});

test('"from" is a filler word: a guide that never says it is not held back by a heading that does', () => {
  assert.deepEqual(queryWords('migrate from jest-native'), ['migrate', 'jest-native']);
  const engine = siteEngine([
    doc('/docs/migration/jest-matchers', 'Migration to built-in Jest matchers', '', 'Move your tests off jest-native: swap the setup import, then rename the matchers that differ.'),
    doc('/docs/migration/v9#coming-from-7', 'Migration to 9.0', 'Coming from 7.x', 'Coming from 7.x, drop the native jest helpers first.'),
  ]);
  assert.equal(first(engine, 'migrate from jest-native'), '/docs/migration/jest-matchers');
});

test('a heading that holds what its page title lacks comes before the page top that holds the rest', () => {
  const engine = siteEngine([
    doc('/docs/start/quick-start', 'Quick start', '', 'From zero to a first passing test: install the package, configure Jest, write a test with Jest.'),
    doc('/docs/start/quick-start#configure-jest', 'Quick start', 'Configure Jest', 'Use the react-native preset.'),
    doc('/docs/migration/v12', 'Migration to 12.x', '', 'What changes when you migrate to 12.'),
    doc('/docs/migration/v12#later', 'Migration to 12.x', 'What the rest of the 12.x line adds', 'Releases after 12.0 add queries; migrate to 12.4 for the matchers.'),
  ]);
  assert.equal(first(engine, 'setup jest'), '/docs/start/quick-start#configure-jest');
  assert.equal(first(engine, 'migrate to 12'), '/docs/migration/v12', 'a heading that adds nothing to its title does not complete it');
});

test('an identifier inside a longer one is another name: the section documenting the shorter one comes first', () => {
  const engine = siteEngine([
    doc('/docs/api/misc/config#defaultincludehiddenelements', 'Configuration', 'defaultIncludeHiddenElements', 'The default of includeHiddenElements for every query: set it once with configure instead of passing includeHiddenElements to each query.'),
    doc('/docs/api/queries#common-options', 'Queries', 'Common options', 'Options every query accepts: includeHiddenElements also returns hidden elements; hidden is its alias.', ['includeHiddenElements', 'hidden']),
  ]);
  assert.equal(first(engine, 'includeHiddenElements'), '/docs/api/queries#common-options');
  assert.equal(first(engine, 'defaultIncludeHiddenElements'), '/docs/api/misc/config#defaultincludehiddenelements');
});

test('a plain word a heading holds only inside an identifier counts for less than a heading word', () => {
  const engine = siteEngine([
    doc('/docs/api/misc/other#getdefaultnormalizer', 'Other helpers', 'getDefaultNormalizer', 'Returns the function text queries use by default: it trims and collapses whitespace.'),
    doc('/docs/api/queries#custom-normalizers', 'Queries', 'Custom normalizers', 'Pass your own function to change how text is prepared before it is compared.'),
    doc('/docs/api/queries#bytext', 'Queries', 'ByText', 'Finds elements by the text they render.'),
  ]);
  assert.equal(first(engine, 'normalizer'), '/docs/api/queries#custom-normalizers');
  assert.equal(first(engine, 'getDefaultNormalizer'), '/docs/api/misc/other#getdefaultnormalizer');
});

