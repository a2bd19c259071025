/** Browser entry: hydrates the prerendered page with the data it carries inline. */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, basename, readBodyFromDom, type Boot } from './shared/site';

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null') as Boot;
const root = document.getElementById(ROOT_ELEMENT_ID);
if (root && boot) {
  readBodyFromDom(boot.page, root);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (Lighthouse's Total Blocking Time on a phone); the prerendered
  // page is on screen and its links work meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter basename={basename(boot.manifest)}>
          <App boot={boot} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
