// The editor's view's own look. It ships in its chunk rather than in widgets.css, so a reader's
// page carries none of it. The outlines take fixed colours that mean a state (green ready, grey
// loading, orange a warning, red a problem) whatever the site's accent; the rest its tokens.
const CSS = `
@layer mw {
  .mw-debug-layer { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 0; block-size: 0; z-index: 2147483000; }
  .mw-debug-box { position: absolute; box-sizing: border-box; pointer-events: none; outline: 2px solid #1a7f37; outline-offset: 1px; }
  .mw-debug-box[data-look='loading'] { outline-style: dashed; outline-color: #6e7781; }
  .mw-debug-box[data-look='warning'] { outline: 3px dashed #b35900; }
  .mw-debug-box[data-look='error'] { outline: 3px solid #cf222e; }
  .mw-debug-tag { position: absolute; inset-block-end: 100%; inset-inline-start: 0; pointer-events: auto; margin: 0; border: 0; border-radius: var(--mw-radius-s, 2px) var(--mw-radius-s, 2px) 0 0; padding: 0 var(--mw-space-xs, 0.25rem); background: var(--mw-color-text, #1c1f26); color: var(--mw-color-surface, #fff); font: 600 0.75rem/1.5 var(--mw-font-family, system-ui, sans-serif); white-space: nowrap; cursor: help; }
  .mw-debug-tag:focus-visible { outline: 3px solid var(--mw-color-focus, #1f6feb); outline-offset: 2px; }
  .mw-debug-card { display: none; position: absolute; inset-block-start: 0; inset-inline-start: 0; pointer-events: auto; box-sizing: border-box; inline-size: max-content; max-inline-size: min(24rem, 90vw); padding: var(--mw-space-s, 0.5rem); border: 1px solid var(--mw-color-border, #cfd3da); border-radius: var(--mw-radius-s, 2px); background: var(--mw-color-surface, #fff); color: var(--mw-color-text, #1c1f26); box-shadow: var(--mw-shadow-raised, 0 10px 30px rgb(0 0 0 / 0.18)); font: 0.8125rem/1.4 var(--mw-font-family, system-ui, sans-serif); }
  .mw-debug-tag:is(:hover, :focus) + .mw-debug-card, .mw-debug-box[data-hover] .mw-debug-card, .mw-debug-card:hover { display: block; }
  .mw-debug-box[data-dismissed] .mw-debug-card { display: none; }
  .mw-debug-card-title { margin: 0; font-weight: 600; }
  .mw-debug-card-widget + .mw-debug-card-widget { margin-block-start: var(--mw-space-s, 0.5rem); }
  .mw-debug-options { display: grid; grid-template-columns: auto 1fr; gap: 0 var(--mw-space-s, 0.5rem); margin: var(--mw-space-xs, 0.25rem) 0 0; }
  .mw-debug-options dt { font-family: ui-monospace, monospace; }
  .mw-debug-options dd { margin: 0; overflow-wrap: anywhere; }
  .mw-debug-notes { margin: var(--mw-space-xs, 0.25rem) 0 0; padding-inline-start: 1.1em; color: var(--mw-color-error, #b3261e); }
  .mw-debug-panel { position: fixed; inset-block-end: var(--mw-space-s, 0.5rem); inset-inline-end: var(--mw-space-s, 0.5rem); z-index: 2147483001; box-sizing: border-box; max-inline-size: min(44rem, calc(100vw - 1rem)); border: 1px solid var(--mw-color-border, #cfd3da); border-radius: var(--mw-radius, 4px); background: var(--mw-color-surface, #fff); color: var(--mw-color-text, #1c1f26); box-shadow: var(--mw-shadow-raised, 0 10px 30px rgb(0 0 0 / 0.18)); font: 0.8125rem/1.4 var(--mw-font-family, system-ui, sans-serif); }
  .mw-debug-head { display: flex; align-items: center; justify-content: space-between; gap: var(--mw-space-s, 0.5rem); padding: var(--mw-space-xs, 0.25rem) var(--mw-space-s, 0.5rem); }
  .mw-debug-title { margin: 0; font-size: 0.875rem; }
  .mw-debug-toggle { font: inherit; padding: 0 var(--mw-space-s, 0.5rem); min-block-size: 1.75rem; }
  .mw-debug-list { max-block-size: 35vh; overflow: auto; padding: 0 var(--mw-space-s, 0.5rem) var(--mw-space-s, 0.5rem); }
  .mw-debug-list:focus-visible { outline: 3px solid var(--mw-color-focus, #1f6feb); }
  .mw-debug-list table { border-collapse: collapse; inline-size: 100%; min-inline-size: 34rem; }
  .mw-debug-list :is(th, td) { padding: 2px var(--mw-space-xs, 0.25rem); border-block-start: 1px solid var(--mw-color-border, #cfd3da); text-align: start; vertical-align: top; }
  .mw-debug-list td p { margin: 0; }
  .mw-debug-list tr[data-look='error'] td:last-child, .mw-debug-list tr[data-look='warning'] td:last-child { color: var(--mw-color-error, #b3261e); }
  .mw-debug-kind { font-weight: normal; color: var(--mw-color-text-muted, #545b69); }
}`;

/**
 * Puts the view's stylesheet in the document: a constructed one where there is support (a
 * Content-Security-Policy without 'unsafe-inline' styles lets it through), else a <style>.
 */
export function addDebugStyles(doc: Document): void {
  if ('adoptedStyleSheets' in doc && typeof CSSStyleSheet === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = CSS;
  doc.head.append(style);
}
