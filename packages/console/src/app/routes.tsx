import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ScreenHandle } from '../shell/screen-handle.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteLoading } from './route-loading.tsx';
import { SCREENS, type Screen, screenAt } from './screens.ts';
import { discardPrefetchedSession, prefetchSession } from './session-prefetch.ts';
import { warmIntlWhenIdle } from './warm-intl.ts';

/** A route whose component is its own chunk, fetched when the route is first visited. */
function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** The page of every signed-in screen of {@link SCREENS}, loaded with its route. */
const BUILT_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/dashboard': () => import('../pages/dashboard/dashboard-page.tsx').then((module) => module.DashboardPage),
  '/chatbot': () => import('../pages/chatbot/chatbot-page.tsx').then((module) => module.ChatbotPage),
  '/chat': () => import('../pages/guided/guided-page.tsx').then((module) => module.GuidedPage),
  '/credentials': () => import('../pages/credentials/credentials-page.tsx').then((module) => module.CredentialsPage),
  '/settings': () => import('../pages/settings/settings-page.tsx').then((module) => module.SettingsPage),
  '/system-health': () =>
    import('../pages/system-health/system-health-page.tsx').then((module) => module.SystemHealthPage),
  '/analytics': () => import('../pages/analytics/analytics-page.tsx').then((module) => module.AnalyticsPage),
  '/users': () => import('../pages/users/users-page.tsx').then((module) => module.UsersPage),
  '/inbox': () => import('../pages/inbox/inbox-page.tsx').then((module) => module.InboxPage),
  '/netsuite': () =>
    import('../pages/netsuite-dashboard/netsuite-dashboard-page.tsx').then((module) => module.NetsuiteDashboardPage),
  '/netsuite/integrations': () =>
    import('../pages/netsuite-integrations/integrations-page.tsx').then((module) => module.NetsuiteIntegrationsPage),
  '/netsuite/reports': () =>
    import('../pages/netsuite-reports/reports-page.tsx').then((module) => module.NetsuiteReportsPage),
  '/netsuite/scripts': () =>
    import('../pages/netsuite-scripts/scripts-page.tsx').then((module) => module.NetsuiteScriptsPage),
  '/netsuite/workflows': () =>
    import('../pages/netsuite-workflows/workflows-page.tsx').then((module) => module.NetsuiteWorkflowsPage),
  '/site-keys': () => import('../pages/site-keys/site-keys-page.tsx').then((module) => module.SiteKeysPage),
  '/dynamics': () => import('../pages/dynamics/overview-page.tsx').then((module) => module.DynamicsOverviewPage),
  '/dynamics/integrations': () =>
    import('../pages/dynamics/integrations-page.tsx').then((module) => module.DynamicsIntegrationsPage),
  '/dynamics/entities': () =>
    import('../pages/dynamics/entities-page.tsx').then((module) => module.DynamicsEntitiesPage),
  '/dynamics/workflows': () =>
    import('../pages/dynamics/workflows-page.tsx').then((module) => module.DynamicsWorkflowsPage),
  '/dynamics/power-platform': () =>
    import('../pages/dynamics/power-platform-page.tsx').then((module) => module.PowerPlatformPage),
  '/sap': () => import('../pages/sap/dashboard/sap-dashboard-page.tsx').then((module) => module.SapDashboardPage),
  '/sap/integrations': () =>
    import('../pages/sap/integrations/sap-integrations-page.tsx').then((module) => module.SapIntegrationsPage),
  '/sap/documents': () =>
    import('../pages/sap/documents/sap-documents-page.tsx').then((module) => module.SapDocumentsPage),
  '/sap/reports': () => import('../pages/sap/reports/sap-reports-page.tsx').then((module) => module.SapReportsPage),
  '/sap/addons': () => import('../pages/sap/addons/sap-addons-page.tsx').then((module) => module.SapAddOnsPage),
};

function screenRoute(screen: Screen): RouteObject {
  const handle: ScreenHandle = { screen };
  const page = BUILT_SCREENS[screen.path];
  // A screen added to the navigation without its page is a mistake to catch at start, not a blank route.
  if (page === undefined) throw new Error(`The screen ${screen.path} has no page in BUILT_SCREENS.`);
  return { path: screen.path, handle, ...lazyRoute(page) };
}

async function checkSessionEarly(): Promise<null> {
  prefetchSession();
  warmIntlWhenIdle();
  const { authStore } = await import('../auth/session.ts');
  if (authStore.getState().status === 'unknown') await authStore.getState().refresh();
  discardPrefetchedSession();
  return null;
}

/** /docs and its articles: public, in the shell for the signed-in (pages/docs/docs-layout.tsx). */
const docsRoute: RouteObject = {
  path: '/docs',
  handle: { screen: screenAt('/docs') } satisfies ScreenHandle,
  ...lazyRoute(() => import('../pages/docs/docs-layout.tsx').then((module) => module.DocsLayout)),
  children: [
    { index: true, ...lazyRoute(() => import('../pages/docs/docs-page.tsx').then((module) => module.DocsPage)) },
    {
      path: ':slug',
      ...lazyRoute(() => import('../pages/docs/article-page.tsx').then((module) => module.ArticlePage)),
    },
  ],
};

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
          { path: '/', handle: { title: 'HOME' }, ...lazyRoute(landing) },
          { path: '/landing', handle: { title: 'HOME' }, ...lazyRoute(landing) },
          {
            path: '/how-it-works',
            handle: { title: 'HOW.IT.WORKS' },
            ...lazyRoute(() =>
              import('../pages/how-it-works/how-it-works-page.tsx').then((module) => module.HowItWorksPage),
            ),
          },
          {
            path: '/implementation',
            handle: { title: 'IMPLEMENTATION' },
            ...lazyRoute(() =>
              import('../pages/implementation/implementation-page.tsx').then((module) => module.ImplementationPage),
            ),
          },
          {
            path: '/pricing',
            handle: { title: 'PRICING' },
            ...lazyRoute(() => import('../pages/pricing/pricing-page.tsx').then((module) => module.PricingPage)),
          },
          {
            path: '/contact',
            handle: { title: 'CONTACT' },
            ...lazyRoute(() => import('../pages/contact/contact-page.tsx').then((module) => module.ContactPage)),
          },
          {
            path: '/demo',
            handle: { title: 'DEMO' },
            ...lazyRoute(() => import('../pages/demo/demo-page.tsx').then((module) => module.DemoPage)),
          },
          {
            path: '/privacy',
            handle: { title: 'PRIVACY' },
            ...lazyRoute(() => import('../pages/legal/legal-page.tsx').then((module) => module.PrivacyPage)),
          },
          {
            path: '/terms',
            handle: { title: 'TERMS' },
            ...lazyRoute(() => import('../pages/legal/legal-page.tsx').then((module) => module.TermsPage)),
          },
        ],
      },
      docsRoute,
      {
        path: '/login',
        handle: { title: 'SYSTEM.LOGIN' },
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
            handle: { title: 'CHANGE.PASSWORD' },
            ...lazyRoute(() =>
              import('../pages/change-password/change-password-page.tsx').then((module) => module.ChangePasswordPage),
            ),
          },
          {
            path: '/setup-two-factor',
            handle: { title: 'TWO.FACTOR.SETUP' },
            ...lazyRoute(() =>
              import('../pages/two-factor/setup-two-factor-page.tsx').then((module) => module.SetupTwoFactorPage),
            ),
          },
          {
            ...lazyRoute(() => import('../shell/shell-layout.tsx').then((module) => module.ShellLayout)),
            children: [
              ...SCREENS.filter((screen) => !screen.public).map(screenRoute),
              {
                path: '/profile',
                handle: { title: 'PROFILE' },
                ...lazyRoute(() => import('../pages/profile/profile-page.tsx').then((module) => module.ProfilePage)),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'NOT.FOUND' },
        ...lazyRoute(() => import('../pages/not-found/not-found-page.tsx').then((module) => module.NotFoundPage)),
      },
    ],
  },
];
