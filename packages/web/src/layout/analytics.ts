/** Web analytics with @vercel/analytics: /_vercel/insights/script.js in production, the debug script in development. */
import { inject } from '@vercel/analytics';

export function startAnalytics(): void {
  inject({ mode: process.env.NODE_ENV === 'production' ? 'production' : 'development' });
}
