import { Outlet, ScrollRestoration } from 'react-router-dom';
import { FloatingAssistant } from '../assistant/floating-assistant.tsx';

/** Around every route: the screen, and the floating assistant everywhere but `/chatbot`. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <FloatingAssistant />
      <ScrollRestoration />
    </>
  );
}
