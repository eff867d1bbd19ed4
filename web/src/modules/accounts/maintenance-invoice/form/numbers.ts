/**
 * Numbers typed into the invoice form: Western or Arabic-Indic digits, `.` or the Arabic decimal
 * separator, thousands separators ignored.
 */
import { westernDigits } from '@fleet/shared/platform/digits';

/** The number in `text`; undefined when blank, NaN when it is not a number. */
export function parseNumber(text: string): number | undefined {
  const western = westernDigits(text.trim()).replace(/[,\s]/g, '');
  if (western === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(western) ? Number(western) : NaN;
}

/** A number for the amount rules: blank or invalid counts as 0. */
export function numberOrZero(text: string): number {
  const value = parseNumber(text);
  return value !== undefined && Number.isFinite(value) ? value : 0;
}

/** A stored number back into an input ('' for 0 when `blankZero`). */
export function numberText(value: number | undefined, blankZero = false): string {
  if (value === undefined || !Number.isFinite(value) || (blankZero && value === 0)) return '';
  return String(value);
}
