// The one inline script of a server-rendered page. It asks for the page's code (data-src: the entry's URLs)
// only once the browser has painted the server's HTML and parsed all of it, so no script download or
// evaluation shares the first paint's time: a deferred `<script src>` is fetched while the HTML is parsed
// and runs in the task that ends parsing, which on a slow phone comes before the first frame. The page's
// CSP allows this script by its hash (`PAGE_LOADER_HASH`, sent with each render), and nothing else inline.
import { createHash } from 'node:crypto';

export const PAGE_LOADER = `(function(s){var d=document,n=0;function go(){if(++n<2)return;s.getAttribute('data-src').split(' ').forEach(function(u){var e=d.createElement('script');e.src=u;e.async=false;d.head.appendChild(e)})}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);else go();var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){setTimeout(go,0)})})(document.currentScript)`;

/** CSP source expression of PAGE_LOADER (`script-src`). */
export const PAGE_LOADER_HASH = `'sha256-${createHash('sha256').update(PAGE_LOADER, 'utf8').digest('base64')}'`;
