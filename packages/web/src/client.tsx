/** Browser entry: hydrates the prerendered page with the data it carries inline. */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, basename, readBodyFromDom, type Boot } from './shared/site';

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null') as Boot;
const root = document.getElementById(ROOT_ELEMENT_ID);
if (root && boot) {
  readBodyFromDom(boot.page, root);
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter basename={basename(boot.manifest)}>
        <App boot={boot} />
      </BrowserRouter>
    </StrictMode>,
  );
}
