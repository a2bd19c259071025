/**
 * The inline <head> script: runs before first paint so nothing flashes or shifts. It applies the
 * stored theme and the query parameters that hide parts (navbar=0, sidebar=0, outline=0,
 * footer=0, globalUIComponents=0) as classes on <html>; CSS hides the matching data-part.
 * It also turns remembered tab choices (localStorage, or ?group=value in the URL) into a style
 * sheet that shows the chosen tab while the page parses; the app removes it once it has applied
 * the same choices to the markup.
 */
import { MARKUP } from '../shared/artifacts.gen';
import { TAB_KEY_PREFIX, TAB_STYLE_ID } from '../pages/tabs';
import { THEME_KEY } from './theme';

export const HIDEABLE_PARTS = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const;

// Rules live in @layer base so they outrank Tailwind's `[hidden] { display: none !important }`; the
// chosen-tab rules repeat the :has() so they are more specific than the hide-all rule.
const TAB_SCRIPT = `var c={},i,k;for(i=0;i<localStorage.length;i++){k=localStorage.key(i);if(k&&k.indexOf('${TAB_KEY_PREFIX}')===0)c[k.slice(${TAB_KEY_PREFIX.length})]=localStorage.getItem(k)}q.forEach(function(v,g){c[g]=v});var r='';Object.keys(c).forEach(function(g){var G='.${MARKUP.tabs}[${MARKUP.tabGroup}="'+CSS.escape(g)+'"]',V='[${MARKUP.tabValue}="'+CSS.escape(c[g])+'"]',H=G+':has(>.${MARKUP.tabsPanel}'+V+')';r+=H+'>.${MARKUP.tabsPanel}{display:none!important}'+H+'>.${MARKUP.tabsPanel}'+V+'{display:block!important}'+H+'>.${MARKUP.tabsList}>[role=tab]{color:var(--color-fg-muted);border-color:transparent;font-weight:400}'+H+'>.${MARKUP.tabsList}>'+V+'{color:var(--color-brand);border-color:var(--color-brand);font-weight:600}'});if(r){var s=document.createElement('style');s.id='${TAB_STYLE_ID}';s.textContent='@layer base{'+r+'}';document.head.appendChild(s)}`;

export const BOOT_SCRIPT = `(function(){var h=document.documentElement;try{var t=localStorage.getItem('${THEME_KEY}');var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);h.classList.toggle('dark',d)}catch(e){}try{var q=new URLSearchParams(location.search);${JSON.stringify(HIDEABLE_PARTS)}.forEach(function(p){if(q.get(p)==='0')h.classList.add('hide-'+p)})}catch(e){}try{${TAB_SCRIPT}}catch(e){}})();`;
