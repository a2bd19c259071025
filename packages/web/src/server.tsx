/** Server entry: renders one route of one version to HTML, for the prerender step. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { basename, type Boot } from './shared/site';

export function renderRoute(boot: Boot, location: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={basename(boot.manifest) + location} basename={basename(boot.manifest)}>
        <App boot={boot} />
      </StaticRouter>
    </StrictMode>,
  );
}
