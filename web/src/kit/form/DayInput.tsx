/**
 * A calendar day typed and shown as DD/MM/YYYY (issue 16: one date format for every form input; the
 * reports print YYYY/MM/DD as the spec says), kept as `YYYY-MM-DD` like every date of the API. Beside
 * the text box, a calendar button opens Cloudscape's calendar in a popover (it closes on a choice).
 * Typing keeps what the user wrote: a text that is not a whole valid day is passed on as it is, so the
 * form's validation names the field instead of the input dropping the text.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import { Input } from './Input.tsx';
import Popover from '@cloudscape-design/components/popover';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
// Slashes as shown; dots and dashes are taken too (a phone keypad may lack the slash).
const typedDay = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** `YYYY-MM-DD` as DD/MM/YYYY; anything else as it is. */
export function formatDay(value: string): string {
  const match = isoDay.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A typed DD/MM/YYYY (day and month may have one digit) as `YYYY-MM-DD`, or undefined when it is no day. */
export function parseDay(text: string): string | undefined {
  const match = typedDay.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface DayInputProps {
  /** `YYYY-MM-DD`, empty when not set (or the raw text of an unfinished entry). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  readOnly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  ariaLabel?: string;
  testId?: string;
}

export function DayInput({
  value,
  onChange,
  onBlur,
  readOnly,
  disabled,
  invalid,
  ariaLabel,
  testId,
}: DayInputProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() => formatDay(value));
  // A value set from outside (a loaded document, the calendar, a reset) replaces the text.
  useEffect(() => {
    setText((current) => (parseDay(current) === value || current === value ? current : formatDay(value)));
  }, [value]);
  const chosen = isoDay.test(value) ? value : '';

  return (
    // One row at any width: the text box takes the room, the calendar button stays beside it.
    <div style={{ display: 'flex', alignItems: 'center', gap: '4px' }}>
      <div dir="ltr" style={{ flex: '1 1 auto', minWidth: 0 }}>
        <Input
          westernDigits
          data-testid={testId}
          value={text}
          placeholder={t('kit:form.datePlaceholder')}
          ariaLabel={ariaLabel}
          readOnly={readOnly}
          disabled={disabled}
          invalid={invalid}
          onChange={({ detail }) => {
            setText(detail.value);
            const trimmed = detail.value.trim();
            onChange(trimmed === '' ? '' : (parseDay(trimmed) ?? trimmed));
          }}
          onBlur={() => {
            const day = parseDay(text);
            if (day) setText(formatDay(day));
            onBlur?.();
          }}
        />
      </div>
      {!readOnly && !disabled && (
        <Popover
          key={chosen}
          triggerType="custom"
          position="bottom"
          size="large"
          dismissAriaLabel={t('kit:form.closeCalendar')}
          content={
            <Calendar
              value={chosen}
              locale={i18n.language === 'ar' ? 'ar-u-nu-latn' : 'en-GB'}
              startOfWeek={0}
              ariaLabel={ariaLabel}
              i18nStrings={{
                todayAriaLabel: t('kit:form.today'),
                nextMonthAriaLabel: t('kit:form.nextMonth'),
                previousMonthAriaLabel: t('kit:form.previousMonth'),
              }}
              onChange={({ detail }) => {
                setText(formatDay(detail.value));
                onChange(detail.value);
              }}
            />
          }
        >
          <Button
            variant="icon"
            iconName="calendar"
            ariaLabel={
              chosen
                ? t('kit:form.openCalendarSelected', { date: formatDay(chosen) })
                : t('kit:form.openCalendar')
            }
          />
        </Popover>
      )}
    </div>
  );
}
