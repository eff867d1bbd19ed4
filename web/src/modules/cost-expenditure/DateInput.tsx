/** A date (YYYY-MM-DD) picker of the cost screens, typed and shown as the kit's forms do. */
import { useTranslation } from 'react-i18next';
import DatePicker from '@cloudscape-design/components/date-picker';

export interface DateInputProps {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

export function DateInput({ value, onChange, testId }: DateInputProps) {
  const { t, i18n } = useTranslation();
  return (
    <DatePicker
      data-testid={testId}
      value={value}
      locale={i18n.language === 'ar' ? 'ar-u-nu-latn' : 'en-GB'}
      inputFormat="slashed"
      startOfWeek={0}
      placeholder={t('kit:form.datePlaceholder')}
      i18nStrings={{
        openCalendarAriaLabel: (selected) =>
          selected ? t('kit:form.openCalendarSelected', { date: selected }) : t('kit:form.openCalendar'),
      }}
      onChange={({ detail }) => onChange(detail.value)}
    />
  );
}
