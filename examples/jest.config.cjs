// Jest for the docs' examples: the setup a reader of the page would have, plus what a shared,
// loaded CI machine needs. `preset` and `setup` come from the version's test target (BUILD.bazel).
module.exports = ({ rootDir, preset, setup }) => ({
  rootDir,
  preset,
  setupFilesAfterEnv: [...setup, '<rootDir>/slow-machine.setup.js'],
  // Extracted tests only: a page's other titled files are modules they import.
  testMatch: ['**/*.L+([0-9]).test.[jt]s?(x)'],
  // MSW's dependencies publish .mjs files, which React Native's preset does not hand to Babel.
  transform: { '^.+\\.mjs$': 'babel-jest' },
  // React Native's own pattern, plus MSW's dependencies that ship only ES modules (the Network
  // requests recipe says to add such packages here).
  transformIgnorePatterns: [
    'node_modules/(?!((jest-)?react-native|@react-native(-community)?|rettime|until-async|@open-draft)/)',
  ],
  // As the Network requests recipe configures it: under the react-native export condition
  // `msw/node` resolves to nothing.
  moduleNameMapper: { '^msw/node$': '<rootDir>/node_modules/msw/lib/node/index.js' },
});
