/**
 * Components loaded on demand, bundled as ONE lazy chunk. With code splitting, every distinct set
 * of importers gets its own shared chunk; giving each lazy component its own entry split React's
 * JSX runtime out of the main chunk and made the first visit download more, not less.
 */
export { default as LanguageMenu } from '../layout/LanguageMenu';
export { default as SearchPanel } from '../search/SearchPanel';
export { default as NavMenu } from '../layout/NavMenu';
