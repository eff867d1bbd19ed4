import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/index.ts';

/** English/Arabic switch: names the other language, in that language. */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (
    <Button
      variant={compact ? 'icon' : 'normal'}
      iconName="globe"
      ariaLabel={t('shell:language.switch')}
      nativeButtonAttributes={{ lang: arabic ? 'en' : 'ar' }}
      onClick={() => void setLanguage(arabic ? 'en' : 'ar')}
    >
      {compact ? undefined : t('shell:language.other')}
    </Button>
  );
}
