import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageToggle } from './LanguageToggle.tsx';
import { Logo } from './Logo.tsx';

/** Frame of the public pages (sign-in, register, not found when signed out): brand bar and a centred panel. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="fw-public">
      <header className="fw-public__bar">
        <Link className="fw-brand" to="/">
          <Logo size={36} />
          <span className="fw-brand__name">{t('common:appName')}</span>
        </Link>
        <LanguageToggle />
      </header>
      <main className="fw-public__main">
        <div className="fw-public__panel">{children}</div>
      </main>
      <footer className="fw-public__footer">
        <Box variant="small" color="text-body-secondary">
          {t('shell:footer')}
        </Box>
      </footer>
    </div>
  );
}
