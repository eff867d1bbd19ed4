/** A date (YYYY-MM-DD) of the cost screens, typed and shown DD/MM/YYYY as the kit's forms do. */
import { DayInput } from '../../kit/form/DayInput.tsx';

export interface DateInputProps {
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  ariaLabel?: string;
}

export function DateInput({ value, onChange, testId, ariaLabel }: DateInputProps) {
  return (
    <DayInput
      value={value}
      onChange={onChange}
      {...(testId ? { testId } : {})}
      {...(ariaLabel ? { ariaLabel } : {})}
    />
  );
}
