/**
 * Status choices of the manual status change (spec 000 section 4, every code a supervisor may set, with
 * its name in the UI language), its reason and when it may be sent. Pure.
 */
import { jobOrderStatuses, statusByCode } from '@fleet/shared';
import { manualStatusAllowed, statusReason } from '@fleet/shared/reception/kptc-job-orders';
import type { FieldOption } from '../../../../kit/index.ts';
import { parseServerMessage } from '@fleet/shared/platform/messages';

/**
 * Every status code a correction may set as a choice ("1204 · Reception Inspection"): not the current
 * one, nor a delivered, invoiced, paid or submitted status (only their own documents set those).
 */
export function statusOptions(arabic: boolean, current?: number): FieldOption[] {
  return jobOrderStatuses
    .filter((status) => status.code !== current && manualStatusAllowed(status.code))
    .map((status) => ({
      value: String(status.code),
      label: `${status.code} · ${arabic ? status.ar : status.en}`,
      description: arabic ? status.en : status.ar,
    }));
}

/** The reason's error as an i18n key (`errors:` of the shared schema's message), undefined when valid. */
export function reasonError(reason: string): string | undefined {
  const result = statusReason.safeParse(reason);
  if (result.success) return undefined;
  return `errors:${parseServerMessage(result.error.issues[0]?.message ?? '')?.key ?? 'badRequest'}`;
}

/**
 * A status change can be sent once a job order (or plate), a different status a correction may set
 * and a reason are given.
 */
export function statusChangeReady(
  target: string,
  statuscde: string,
  current: number | undefined,
  reason: string,
): boolean {
  const code = Number(statuscde);
  return (
    target !== '' &&
    statusByCode.has(code) &&
    manualStatusAllowed(code) &&
    code !== current &&
    reasonError(reason) === undefined
  );
}
