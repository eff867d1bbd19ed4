/**
 * A computed amount shown read-only with 3 decimals (spec 000 section 5), optionally as KWD
 * (`KWD 1,234.500`).
 */
import { formatAmount, formatKwd } from '../../i18n/format.ts';
import { ReadOnlyField } from './fields.tsx';

export interface AmountFieldProps {
  label: string;
  value: number | string | undefined | null;
  /** Prefixes the currency (`KWD`). */
  kwd?: boolean;
  testId?: string;
}

export function AmountField({ label, value, kwd, testId }: AmountFieldProps) {
  return <ReadOnlyField label={label} value={kwd ? formatKwd(value) : formatAmount(value)} testId={testId} />;
}
