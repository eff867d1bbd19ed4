/**
 * The filters most document lists repeat, written once: the approval state (a select over the
 * document's states, labelled in its own namespace) and whether a row has it, text typed into a box
 * that a row's field contains, the date range as the list call's window (with the state, when the
 * server filters by both), and the link of a document's approval screen (the one its notifications open).
 */
import type { TFunction } from 'i18next';
import { filterQuery, type FilterField, type FilterValue, type FilterValues } from '../filters/model.ts';
import { wordedOptions } from '../wordedOptions.ts';

/** The states of a document its approvers decide. */
export const approvalStates = ['pending', 'approved', 'rejected'] as const;

/**
 * The state filter of a list in the namespace `ns`: labelled `<ns>:list.state`, each state as
 * `<labels>.<state>` (by default `<ns>:state.<state>`), every state until one is chosen.
 */
export function stateField(
  t: TFunction,
  ns: string,
  states: readonly string[] = approvalStates,
  labels = `${ns}:state`,
): FilterField {
  return {
    kind: 'select',
    id: 'state',
    label: t(`${ns}:list.state`),
    options: wordedOptions(t, labels, states),
    placeholder: t(`${ns}:list.allStates`),
  };
}

/** The select's choice (a state), undefined while none is chosen. */
export const chosenValue = (value: FilterValue): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** Whether a row's state is the one chosen (any state while none is). */
export const stateMatches = (state: string, wanted: FilterValue): boolean => {
  const chosen = chosenValue(wanted);
  return chosen === undefined || state === chosen;
};

/**
 * Whether a text (or several, read as one) contains what was typed, in any case; every text matches
 * an empty box.
 */
export function containsText(
  text: string | undefined | null | readonly (string | undefined | null)[],
  wanted: FilterValue,
): boolean {
  if (typeof wanted !== 'string' || !wanted.trim()) return true;
  const haystack = typeof text === 'string' || !text ? (text ?? '') : text.join(' ');
  return haystack.toLowerCase().includes(wanted.trim().toLowerCase());
}

/** A list call's date window (`?fromdate&todate`, YYYY-MM-DD). */
export type DateWindow = { fromdate?: string; todate?: string };

/** The list call's window: the date range `id` as `fromdate` / `todate`, each only when set. */
export function dateWindow(values: FilterValues, id = 'docdate'): DateWindow {
  const { fromdate, todate } = filterQuery({ [id]: values[id] ?? '' });
  return { ...(fromdate ? { fromdate } : {}), ...(todate ? { todate } : {}) };
}

/** Text boxes a row's field is searched by, each labelled `<ns>:fields.<id>`. */
export const textFields = (t: TFunction, ns: string, ids: readonly string[]): FilterField[] =>
  ids.map((id) => ({ kind: 'text', id, label: t(`${ns}:fields.${id}`) }));

/**
 * The filters of a list of documents by state, text boxes labelled `<ns>:fields.<id>` and the date
 * range `docdate` (`<ns>:list.dateRange`), in that order.
 */
export const stateTextAndDateFields = (
  t: TFunction,
  ns: string,
  textIds: readonly string[],
): FilterField[] => [
  stateField(t, ns),
  ...textFields(t, ns, textIds),
  { kind: 'dateRange', id: 'docdate', label: t(`${ns}:list.dateRange`) },
];

/** The server-side part of such a list: the date range as the window, and the state once one is chosen. */
export function dateAndStateWindow(values: FilterValues): DateWindow & { state?: string } {
  const state = chosenValue(values['state']);
  return { ...dateWindow(values), ...(state ? { state } : {}) };
}

/**
 * The approval screen of a document at a level: `<path>?<key>&mod=true&status=APPROVE&level=<level>`
 * (the key is `{ docnumbr }` for most documents).
 */
export const approvalFormUrl = (path: string, key: Record<string, string>, level: string): string =>
  `${path}?${new URLSearchParams({ ...key, mod: 'true', status: 'APPROVE', level }).toString()}`;
