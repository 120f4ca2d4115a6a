/**
 * CSS for a server-rendered page read with JavaScript off: a browser that runs scripts never parses the
 * content of a `<noscript>`, and React neither renders nor hydrates it. A component that needs a script for
 * one of its controls says here how it reads without it (hide the control, show what it would reveal).
 */
export function NoScriptStyle({ css }: { css: string }) {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
