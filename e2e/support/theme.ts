/**
 * The theme's fixture site (//e2e:theme_site, from e2e/theme_site/): what its tests know about it,
 * and its servers. Versions come from its manifest, as the real site's do.
 */
import { builtVersions, useServer, type Site, type Version } from './site';
import { startServer } from './server';

const ROOT = process.env.E2E_SITE ?? 'e2e/theme_site';

export const TITLE = 'Harbor Test Docs';
/** Where the fixture says it is deployed (site.yaml origin + base); the test server stands in for it. */
export const DEPLOYED = 'https://harbor.example.com/react-native-testing-library/';

export const VERSIONS: readonly Version[] = builtVersions(ROOT);
/** The version served at the root. */
export const DEFAULT = VERSIONS.find((v) => v.isDefault)!;
/** The older version: the pages only the default version has are missing there, and one page is its own. */
export const OLDEST = VERSIONS[VERSIONS.length - 1]!;

/**
 * Starts a server on the fixture and Chromium before the file's tests and stops them after:
 * `serve` is the project's own server (//tools/serve:serve), `ghpages` a plain static host with
 * GitHub Pages' resolution (//tools/serve:ghpages).
 */
export function useThemeSite(host: 'serve' | 'ghpages' = 'serve'): Site {
  return useServer(ROOT, () =>
    host === 'ghpages'
      ? startServer(process.env.E2E_GHPAGES ?? 'tools/serve/ghpages', ROOT)
      : startServer(process.env.E2E_SERVE ?? 'tools/serve/serve', ROOT),
  );
}
