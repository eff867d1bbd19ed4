/**
 * Entry: runtime config, Amplify (Cognito token store), i18n, Cloudscape global styles and the brand
 * theme (IBM Plex Sans Arabic, #333991; a stylesheet made at build time), then the router.
 */
// First: its requests start before the rest of the entry is evaluated.
import { configAndTexts, signedInStart } from './app/boot.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@cloudscape-design/global-styles/index.css';
import './styles/app.css';
import { createAppRouter } from './app/router.tsx';
import './app/theme.ts';
import { configureAmplify, hasAmplifySession } from './auth/amplify.ts';
import { clearSession, getSession } from './auth/session.ts';

async function start() {
  const [config] = await configAndTexts;
  configureAmplify(config);
  // A stored session without Cognito tokens (cleared elsewhere, refresh token expired) is no session.
  if (getSession() && !(await hasAmplifySession())) clearSession();
  // The first page's code is there before the router starts (its data calls start now, beside the render).
  const firstRoute = getSession() ? await signedInStart : undefined;
  firstRoute?.startData?.();
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
