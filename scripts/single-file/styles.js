// board/styles.js of the single-file builds (scripts/build-site.mjs puts it in place of www/board/styles.js): the
// same contract, with every stylesheet of the widget inlined (minified) as one constructed stylesheet, shared by
// every board of the page. A Content-Security-Policy restricts neither (no data: URL, no inline <style>). A browser
// without constructed stylesheets gets a <style> element instead, which a CSP without 'unsafe-inline' in style-src
// blocks there.
import CSS from 'arbiter:stylesheets';

let sheet = null;

/** Every part is in the one sheet already. */
export function attachPart() {}

export function attachStyles(root) {
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = CSS;
  root.append(style);
}
