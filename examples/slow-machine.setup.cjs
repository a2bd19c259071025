// The first findBy*/waitFor of a test file may wait while Jest transforms the modules the
// component loads on demand (MSW's interceptors on the first fetch, for example). With a cold
// transform cache on two shared cores that can exceed RNTL's 1 s default, and the example would
// fail for the machine's sake rather than its own. Fake timers are not affected: they advance by
// fake time. Releases before 11.3 have no configure() (the releases form runs claims on them), and
// their waits default to 4.5 s.
const { configure } = require('@testing-library/react-native');

if (typeof configure === 'function') configure({ asyncUtilTimeout: 15000 });
