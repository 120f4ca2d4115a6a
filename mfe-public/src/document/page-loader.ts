// The one inline script of a server-rendered page. It asks for the page's code (data-src: the entry's URLs)
// only once the browser has painted the server's HTML and parsed all of it, so no script download or
// evaluation shares the first paint's time: a deferred `<script src>` is fetched while the HTML is parsed
// and runs in the task that ends parsing, which on a slow phone comes before the first frame. The page's
// CSP allows this script by its hash (`PAGE_LOADER_HASH`, sent with each render), and nothing else inline.
//
// The favicon, the touch icon and the web app manifest wait for that paint too. The page links them inside
// `<noscript id="after-paint">`: a browser without scripts (or a crawler) reads them as links; a browser
// with scripts reads the block as text, and the loader puts the links into the head after the first paint.
// Linked plainly, Chrome fetched them when the document had loaded, which on a page without blocking
// resources comes before the first frame, and Lighthouse counted them in the LCP (1.05 s instead of 0.81 s).
// Until then the loader gives the page an empty icon (`data:,`, no request): with no icon at all when the
// document has loaded, Chrome asks for /favicon.ico instead, before the first frame again.
//
// It also applies the reader's larger-text choice (kept on this device, @yoga/i18n's text-size) to <html>
// before anything is painted, so a page never shows small and then grows; and low data (issue 37: her
// choice on this device, else the browser's wish to save data, `navigator.connection.saveData`), so the
// pictures below the fold are never asked for. A document the server drew low-data (`Save-Data: on`)
// comes with the attribute already; her own "off" on this device takes it away.
import { createHash } from 'node:crypto';
import {
  LARGE_TEXT_ATTRIBUTE,
  LARGE_TEXT_STORAGE_KEY,
  LOW_DATA_ATTRIBUTE,
  LOW_DATA_STORAGE_KEY,
} from '@yoga/i18n';

/** The `<noscript>` whose links the loader adds after the first paint. */
export const AFTER_PAINT_ID = 'after-paint';

export const PAGE_LOADER = `(function(s){var d=document,n=0;try{if(localStorage.getItem('${LARGE_TEXT_STORAGE_KEY}')==='1')d.documentElement.setAttribute('${LARGE_TEXT_ATTRIBUTE}','');var L=localStorage.getItem('${LOW_DATA_STORAGE_KEY}'),c=navigator.connection,r=d.documentElement;if(L==='1'||(L===null&&c&&c.saveData))r.setAttribute('${LOW_DATA_ATTRIBUTE}','');else if(L==='0')r.removeAttribute('${LOW_DATA_ATTRIBUTE}')}catch(e){}var h=d.head,i=d.createElement('link');i.rel='icon';i.href='data:,';h.appendChild(i);function go(){if(++n<2)return;var l=d.getElementById('${AFTER_PAINT_ID}');if(l){var t=d.createElement('template');t.innerHTML=l.textContent;i.remove();h.appendChild(t.content)}s.getAttribute('data-src').split(' ').forEach(function(u){var e=d.createElement('script');e.src=u;e.async=false;h.appendChild(e)})}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);else go();var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}else requestAnimationFrame(function(){setTimeout(go,0)})})(document.currentScript)`;

/** CSP source expression of PAGE_LOADER (`script-src`). */
export const PAGE_LOADER_HASH = `'sha256-${createHash('sha256').update(PAGE_LOADER, 'utf8').digest('base64')}'`;
