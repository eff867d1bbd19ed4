/**
 * Entry: runtime config, Amplify (Cognito token store), i18n, Cloudscape global styles and the brand
 * theme (IBM Plex Sans Arabic, #333991; a stylesheet made at build time), then the router.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@cloudscape-design/global-styles/index.css';
import './styles/app.css';
import { prefetchSignedInStart } from './app/prefetch.ts';
import { createAppRouter } from './app/router.tsx';
import './app/theme.ts';
import { configureAmplify, hasAmplifySession } from './auth/amplify.ts';
import { clearSession, getSession } from './auth/session.ts';
import { loadConfig } from './config.ts';
import { initI18n } from './i18n/index.ts';

async function start() {
  const session = getSession();
  // Signed in: every text of the language now, in parallel with the frame's code; else the sign-in page's.
  const ready = Promise.all([loadConfig(), initI18n({ preload: session ? 'all' : 'core' })]);
  if (session) prefetchSignedInStart(session, window.location.pathname); // after config and texts: first in line
  const [config] = await ready;
  configureAmplify(config);
  // A stored session without Cognito tokens (cleared elsewhere, refresh token expired) is no session.
  if (getSession() && !(await hasAmplifySession())) clearSession();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
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
