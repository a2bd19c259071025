import { defineConfig } from 'rspress/config';

// bench/rspress.mjs copies content/<version>/ to docs/<version>/ and content/public/ to docs/public/.
export default defineConfig({
  root: 'docs',
  title: 'React Native Testing Library',
  base: '/react-native-testing-library/',
  multiVersion: { default: '13.x', versions: ['13.x', '12.x'] },
  // Ours fails on a dead link too; Rspress checks links (not anchors) with its default Rust MDX compiler.
  markdown: { checkDeadLinks: true },
});
