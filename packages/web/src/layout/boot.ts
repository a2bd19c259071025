/**
 * The inline <head> script: runs before first paint so nothing flashes or shifts. It applies the
 * stored theme and the query parameters that hide parts (navbar=0, sidebar=0, outline=0,
 * footer=0, globalUIComponents=0) as classes on <html>; CSS hides the matching data-part.
 */
import { THEME_KEY } from './theme';

export const HIDEABLE_PARTS = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const;

export const BOOT_SCRIPT = `(function(){var h=document.documentElement;try{var t=localStorage.getItem('${THEME_KEY}');var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);h.classList.toggle('dark',d)}catch(e){}try{var q=new URLSearchParams(location.search);${JSON.stringify(HIDEABLE_PARTS)}.forEach(function(p){if(q.get(p)==='0')h.classList.add('hide-'+p)})}catch(e){}})();`;
