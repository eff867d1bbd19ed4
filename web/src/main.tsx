/**
 * Entry: runtime config, Amplify (Cognito token store), i18n, Cloudscape global styles and the brand
 * theme (IBM Plex Sans Arabic, #333991; a stylesheet made at build time), then the router.
 */
// First: its requests start before the rest of the entry is evaluated.
import { config, configAndTexts, signedInStart } from './app/boot.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@cloudscape-design/global-styles/index.css';
import './styles/app.css';
import { createAppRouter } from './app/router.tsx';
import './app/theme.ts';
import { configureAmplify, hasAmplifySession } from './auth/amplify.ts';
import { clearSession, getSession } from './auth/session.ts';
import { startFirstPageData } from './app/prefetch.ts';

async function start() {
  // The tokens need only the config: the first page's data can start while the texts still load.
  configureAmplify(await config);
  // A stored session without Cognito tokens (cleared elsewhere, refresh token expired) is no session.
  if (getSession() && !(await hasAmplifySession())) clearSession();
  // The first page's data calls start now (the tokens are there), beside the loading of its code and
  // texts; the router starts with that code loaded. (Waiting for the data to render it in the first
  // commit made that commit longer and the landing's LCP later: the header paints first, the rows in
  // the deferred pass after it.)
  const session = getSession();
  if (session) startFirstPageData(session, window.location.pathname);
  await configAndTexts;
  const firstRoute = session ? await signedInStart : undefined;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter(firstRoute)} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root) {
    // i18n may not have loaded: both languages, fixed.
    root.textContent = `Fleet Workshop could not start. تعذّر تشغيل ورشة الأسطول. (${(error as Error).message})`;
    root.setAttribute('role', 'alert');
  }
  console.error(error);
});
