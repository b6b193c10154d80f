import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FloatingAssistant } from '../assistant/floating-assistant.tsx';
import { DocumentTitle, ThemeApplier } from '../settings/index.ts';

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
