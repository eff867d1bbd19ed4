import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/index.ts';

/**
 * English/Arabic switch: names the other language, in that language. With its text shown, that text
 * is its accessible name (an aria-label that differs from the visible text fails WCAG 2.5.3); the
 * compact icon button is named by the label.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (
    <Button
      variant={compact ? 'icon' : 'normal'}
      iconName="globe"
      {...(compact ? { ariaLabel: t('shell:language.switch') } : {})}
      nativeButtonAttributes={{ lang: arabic ? 'en' : 'ar' }}
      onClick={() => void setLanguage(arabic ? 'en' : 'ar')}
    >
      {compact ? undefined : t('shell:language.other')}
    </Button>
  );
}
