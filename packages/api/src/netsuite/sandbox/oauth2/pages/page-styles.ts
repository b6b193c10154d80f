/** The sandbox pages' stylesheet: served as a file, since the pages allow no inline style. */
export const SANDBOX_PAGE_STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
body { margin: 0; background: #eef1f5; color: #1b2430; }
.sandbox-page { max-width: 40rem; margin: 3rem auto; padding: 2rem; background: #ffffff; border: 1px solid #c9d1db; border-radius: 8px; }
.sandbox-brand { margin: 0 0 1rem; font-weight: 700; color: #1f4e79; letter-spacing: 0.02em; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
code { font-size: 0.9rem; word-break: break-all; }
.sandbox-actions { display: flex; gap: 1rem; margin-top: 2rem; }
.sandbox-button { font: inherit; font-weight: 600; padding: 0.6rem 1.5rem; border-radius: 4px; border: 2px solid #1f4e79; background: #ffffff; color: #1f4e79; cursor: pointer; }
.sandbox-button-primary { background: #1f4e79; color: #ffffff; }
.sandbox-button:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
.sandbox-error { color: #9b1c1c; }
table { border-collapse: collapse; width: 100%; margin-top: 1rem; }
th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid #c9d1db; vertical-align: top; }
`;
