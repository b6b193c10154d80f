import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FloatingAssistant } from '../assistant/floating-assistant.tsx';
// Not through settings/index.ts: that also carries the settings client and its zod schemas,
// which would then sit in the entry chunk every page waits for.
import { DocumentTitle } from '../settings/document-title.tsx';
import { ThemeApplier } from '../settings/theme-applier.tsx';

/**
 * Around every route: the screen, the floating assistant everywhere but `/chatbot`, the theme
 * and the page's title.
 */
export function RootLayout() {
  return (
    <>
      <ThemeApplier />
      <DocumentTitle />
      <Outlet />
      <FloatingAssistant />
      <ScrollRestoration />
    </>
  );
}
