/**
 * Umami's tracker, installed as its documentation shows: a deferred script carrying the website's
 * id (data-website-id). It counts the page view it loads on and, as it wraps history.pushState,
 * every client-side navigation after it: the app reports nothing itself.
 */
import type { UmamiAnalytics } from '@rntl-docs/artifacts';

export function injectUmami({ scriptUrl, websiteId }: UmamiAnalytics, origin: string): void {
  if (document.querySelector('script[data-website-id]')) return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = scriptUrl;
  script.dataset.websiteId = websiteId;
  // Only the deployed site is counted: the live preview and local servers load the script, but
  // Umami sends nothing from a host not in data-domains.
  script.dataset.domains = new URL(origin).hostname;
  document.head.appendChild(script);
}
