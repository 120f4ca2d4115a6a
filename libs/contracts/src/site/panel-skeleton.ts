/**
 * The first paint of a panel (/user/*, /admin/*) on a slow phone: the panel's frame (the brand, the
 * sidebar or the header with its menu button) and grey blocks where the dashboard's heading, numbers and
 * cards come. The server puts it in the shell's page for panel paths, so the page paints this as soon as
 * its HTML arrives instead of a white screen until the scripts have run; the shell draws the same markup
 * while the panel's code loads, and React replaces it with the panel. Plain HTML with its own styles
 * (the page's CSP allows inline styles, no inline script), no text in a language: it is drawn before
 * the page knows the visitor's language.
 */
const STYLE = [
  '.ys-sk{display:flex;min-height:100vh;background:#f5f5f5;font-family:system-ui,sans-serif}',
  '.ys-sk-side{display:none;width:300px;flex:none;background:#fff;border-inline-end:1px solid #f0f0f0}',
  '.ys-sk-brand{display:block;padding:16px 24px;font-weight:700;font-size:18px;color:#7a3306}',
  '.ys-sk-item{height:16px;margin:20px 24px;border-radius:4px;background:#f0f0f0}',
  '.ys-sk-body{flex:1;min-width:0}',
  '.ys-sk-head{display:flex;align-items:center;gap:12px;min-height:64px;padding:0 16px;background:#fff;border-bottom:1px solid #f0f0f0;font-weight:600;font-size:16px;color:#7a3306}',
  '.ys-sk-menu{width:44px;height:44px;border:1px solid #d9d9d9;border-radius:8px;box-sizing:border-box}',
  '.ys-sk-main{padding:12px;display:flex;flex-direction:column;gap:24px}',
  '.ys-sk-title{height:36px;width:60%;max-width:420px;border-radius:6px;background:#e8e8e8}',
  '.ys-sk-card{background:#fff;border:1px solid #f0f0f0;border-radius:8px;padding:16px;display:flex;flex-wrap:wrap;gap:16px}',
  '.ys-sk-circle{width:96px;height:96px;border-radius:50%;background:#f0f0f0}',
  '.ys-sk-line{height:14px;width:100%;border-radius:4px;background:#f0f0f0}',
  '.ys-sk-line.short{width:55%}',
  '@media (min-width:768px){.ys-sk-side{display:block}.ys-sk-menu,.ys-sk-head .ys-sk-name{display:none}.ys-sk-main{padding:24px}.ys-sk-card{padding:24px}}',
  '@media (prefers-reduced-motion:no-preference){.ys-sk-title,.ys-sk-circle,.ys-sk-line{animation:ys-sk 1.4s ease-in-out infinite alternate}}',
  '@keyframes ys-sk{to{opacity:.55}}',
].join('');

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The skeleton's HTML (one element, `data-panel-skeleton`), with the business's brand name. */
export function panelSkeletonHtml(brand: string): string {
  const name = escapeHtml(brand);
  const items = '<div class="ys-sk-item"></div>'.repeat(6);
  const circles = '<div class="ys-sk-circle"></div>'.repeat(4);
  return (
    `<div class="ys-sk" data-panel-skeleton="" aria-hidden="true"><style>${STYLE}</style>` +
    `<div class="ys-sk-side"><span class="ys-sk-brand">${name}</span>${items}</div>` +
    `<div class="ys-sk-body"><div class="ys-sk-head"><span class="ys-sk-menu"></span>` +
    `<span class="ys-sk-name">${name}</span></div>` +
    `<div class="ys-sk-main"><div class="ys-sk-title"></div><div class="ys-sk-card">${circles}</div>` +
    `<div class="ys-sk-card"><div class="ys-sk-line"></div><div class="ys-sk-line short"></div></div>` +
    `</div></div></div>`
  );
}
