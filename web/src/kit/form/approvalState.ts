/**
 * A document's approval state in words, as its list and its form show it: `<ns>:state.<state>`, a
 * pending one followed by the levels it waits at (cost sheets and LPOs wait at several).
 */
import type { TFunction } from 'i18next';

export function levelStateText(t: TFunction, ns: string, state: string, waiting: readonly string[]): string {
  return state === 'pending' && waiting.length
    ? `${t(`${ns}:state.pending`)} (${waiting.map((level) => t(`kit:approval.levels.${level}`)).join(', ')})`
    : t(`${ns}:state.${state}`);
}

/** The same of a stored document's approval, whose waiting levels are the keys of `waitingSince`. */
export function storedApprovalText(
  t: TFunction,
  ns: string,
  approval: { state: string; waitingSince?: Record<string, unknown> } | undefined,
): string | undefined {
  return approval && levelStateText(t, ns, approval.state, Object.keys(approval.waitingSince ?? {}));
}
