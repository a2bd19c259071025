/**
 * Web analytics with @vercel/analytics: /_vercel/insights/script.js in production, the debug script
 * in development. Imported on demand, so it is not part of the bundle first paint waits for.
 */
export function startAnalytics(): void {
  void import('@vercel/analytics').then(({ inject }) => inject({ mode: process.env.NODE_ENV === 'production' ? 'production' : 'development' }));
}
