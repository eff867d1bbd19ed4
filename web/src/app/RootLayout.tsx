import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api/client.ts';
import { endLocalSession } from '../auth/signin.ts';
import { ToastProvider, Toasts } from '../kit/toasts/ToastProvider.tsx';
import { HelpCentreProvider } from '../help/index.ts';

/**
 * Above every route: a 401 from any call ends the session here and returns to sign-in (spec 000
 * section 7); the help centre (F1) works on every page, sign-in included; toasts float at the top inline-end corner (section 8: top-right, mirrored in Arabic).
 */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      void endLocalSession().then(() => navigate('/', { replace: true }));
    });
    return () => setUnauthorizedHandler(() => {});
  }, [navigate]);
  return (
    <ToastProvider>
      <HelpCentreProvider>
        <Outlet />
      </HelpCentreProvider>
      <Toasts />
    </ToastProvider>
  );
}
