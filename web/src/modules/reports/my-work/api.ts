/** "My work" (`MyWork/getMyWork`, added to the spec's calls; issue 25). */
import i18next from 'i18next';
import type { MyWork } from '@fleet/shared/reports/my-work';
import { getAll } from '../../../kit/calls.ts';
import { loadMasterNames } from '../../../kit/masterNames.ts';

export const myWorkApi = {
  get: getAll<MyWork>('MyWork/getMyWork'),
};

interface Caller {
  project: string;
  usercode: string;
}

/** The page's read key (useQuery); the work is read fresh. */
export const myWorkKey = (caller: Caller) => `myWork:${caller.project}:${caller.usercode}`;

/** A primed read is for the page mounted right after (a signed-in start), not for a later visit. */
const primedForMs = 30_000;
let primed: { key: string; at: number; answer: Promise<MyWork> } | undefined;

/**
 * Starts the page's reads before the page renders (a signed-in start at the landing): the work call
 * then runs beside the loading of the frame's code and first render instead of after them.
 */
export function primeMyWork(caller: Caller): void {
  const entry = { key: myWorkKey(caller), at: Date.now(), answer: myWorkApi.get() };
  // A failed read is not handed over: the page reads again, after the app's 401 handling is in place.
  entry.answer.catch(() => {
    if (primed === entry) primed = undefined;
  });
  primed = entry;
  // An Arabic reader's garage names come from the master (the lookups' cache the page reads them from).
  if (i18next.language === 'ar') void loadMasterNames(['garages']);
}

/** The work under `key`: the primed read once, else a new one. */
export function readMyWork(key: string, signal: AbortSignal): Promise<MyWork> {
  const entry = primed;
  primed = undefined;
  if (entry && entry.key === key && Date.now() - entry.at < primedForMs) return entry.answer;
  return myWorkApi.get(signal);
}
