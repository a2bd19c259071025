/** Server entry: renders one route of one version to HTML, for the prerender step. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from './shared/router';
import { App } from './App';
import { basename, type Boot } from './shared/site';

export function renderRoute(boot: Boot, location: string): string {
  return renderToString(
    <StrictMode>
      <Router base={basename(boot.manifest)} ssrPath={basename(boot.manifest) + location}>
        <App boot={boot} />
      </Router>
    </StrictMode>,
  );
}
