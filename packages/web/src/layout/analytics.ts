/**
 * Web analytics with @vercel/analytics: /_vercel/insights/script.js in production, the debug script
 * in development. Loaded once the page is idle, so first paint never waits for it.
 */
export function startAnalytics(): void {
  const start = () =>
    void import('@vercel/analytics').then(({ inject }) => inject({ mode: process.env.NODE_ENV === 'production' ? 'production' : 'development' }));
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 1);
}
