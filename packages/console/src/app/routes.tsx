import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../shell/screen-handle.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteLoading } from './route-loading.tsx';
import { SCREENS, type Screen } from './screens.ts';

/** A route whose component is its own chunk, fetched when the route is first visited. */
function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The built signed-in screens; every other screen of {@link SCREENS} says it is not built yet. */
const BUILT_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/dashboard': () => import('../pages/dashboard/dashboard-page.tsx').then((module) => module.DashboardPage),
  '/chatbot': () => import('../pages/chatbot/chatbot-page.tsx').then((module) => module.ChatbotPage),
  '/chat': () => import('../pages/guided/guided-page.tsx').then((module) => module.GuidedPage),
  '/credentials': () => import('../pages/credentials/credentials-page.tsx').then((module) => module.CredentialsPage),
  '/users': () => import('../pages/users/users-page.tsx').then((module) => module.UsersPage),
  '/inbox': () => import('../pages/inbox/inbox-page.tsx').then((module) => module.InboxPage),
  '/site-keys': () => import('../pages/site-keys/site-keys-page.tsx').then((module) => module.SiteKeysPage),
};

const notBuilt = () => import('../pages/not-built/not-built-page.tsx').then((module) => module.NotBuiltPage);

function screenRoute(screen: Screen): RouteObject {
  const handle: ScreenHandle = { screen };
  return { path: screen.path, handle, ...lazyRoute(BUILT_SCREENS[screen.path] ?? notBuilt) };
}

async function checkSessionEarly(): Promise<null> {
  const { authStore } = await import('../auth/session.ts');
  if (authStore.getState().status === 'unknown') await authStore.getState().refresh();
  return null;
}

const landing = () => import('../pages/landing/landing-page.tsx').then((module) => module.LandingPage);

/**
 * Every route of 000 section 2. Each screen is its own chunk; so are the public layout, the guard
 * and the signed-in shell, so a visitor to the landing page loads none of the signed-in code.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    children: [
      {
        ...lazyRoute(() => import('../public/public-layout.tsx').then((module) => module.PublicLayout)),
        children: [
          { path: '/', ...lazyRoute(landing) },
          { path: '/landing', ...lazyRoute(landing) },
          {
            path: '/how-it-works',
            ...lazyRoute(() =>
              import('../pages/how-it-works/how-it-works-page.tsx').then((module) => module.HowItWorksPage),
            ),
          },
          {
            path: '/implementation',
            ...lazyRoute(() =>
              import('../pages/implementation/implementation-page.tsx').then((module) => module.ImplementationPage),
            ),
          },
          {
            path: '/pricing',
            ...lazyRoute(() => import('../pages/pricing/pricing-page.tsx').then((module) => module.PricingPage)),
          },
          {
            path: '/contact',
            ...lazyRoute(() => import('../pages/contact/contact-page.tsx').then((module) => module.ContactPage)),
          },
          {
            path: '/demo',
            ...lazyRoute(() => import('../pages/demo/demo-page.tsx').then((module) => module.DemoPage)),
          },
          {
            path: '/privacy',
            ...lazyRoute(() => import('../pages/legal/legal-page.tsx').then((module) => module.PrivacyPage)),
          },
          {
            path: '/terms',
            ...lazyRoute(() => import('../pages/legal/legal-page.tsx').then((module) => module.TermsPage)),
          },
        ],
      },
      {
        path: '/login',
        ...lazyRoute(() => import('../pages/login/login-page.tsx').then((module) => module.LoginPage)),
      },
      {
        // Core's INVITATION_PAGE_PATH, written out: importing core here would put it in the landing page's entry chunk.
        path: '/invitation',
        ...lazyRoute(() => import('../pages/invitation/invitation-page.tsx').then((module) => module.InvitationPage)),
      },
      {
        ...lazyRoute(() => import('../auth/require-auth.tsx').then((module) => module.RequireAuth)),
        // Asks the server for the session while the guard's and the screen's code download, not
        // after: the first signed-in screen paints one round trip sooner. The guard decides.
        loader: checkSessionEarly,
        shouldRevalidate: () => false,
        children: [
          {
            path: '/change-password',
            ...lazyRoute(() =>
              import('../pages/change-password/change-password-page.tsx').then((module) => module.ChangePasswordPage),
            ),
          },
          {
            ...lazyRoute(() => import('../shell/shell-layout.tsx').then((module) => module.ShellLayout)),
            children: SCREENS.map(screenRoute),
          },
        ],
      },
      {
        path: '*',
        ...lazyRoute(() => import('../pages/not-found/not-found-page.tsx').then((module) => module.NotFoundPage)),
      },
    ],
  },
];
