/**
 * Web analytics: the script of the provider site.yaml chooses (the site's `analytics`), started once
 * the page has hydrated and never with ?globalUIComponents=0. Each provider's code is a chunk of its
 * own, imported on demand, so none of it is in the bundle first paint waits for.
 */
import type { Analytics } from '@rntl-docs/artifacts';

/**
 * Adds the provider's script to the document (once); resolves when it is there, or at once when
 * nothing is to load. `origin` is where the site is deployed (site.yaml origin).
 */
export async function startAnalytics(analytics: Analytics, origin: string): Promise<void> {
  if (document.documentElement.classList.contains('hide-globalUIComponents')) return;
  switch (analytics.provider) {
    case 'vercel': {
      // The SDK picks the script (production: analytics.scriptUrl) and, when it fails to load, logs
      // the hint for its mode (ad blockers in development, enabling Web Analytics in production).
      const { inject } = await import('@vercel/analytics');
      return inject({ mode: process.env.NODE_ENV === 'production' ? 'production' : 'development' });
    }
    case 'umami':
      return (await import('./umamiScript')).injectUmami(analytics, origin);
    case 'none':
      return;
  }
}
