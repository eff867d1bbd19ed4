/**
 * The entry's first work, evaluated before the rest of its code: main.tsx imports this module first,
 * and nothing here imports react-dom, the router or Cloudscape (the bulk of the entry's evaluation).
 * So the runtime config, the texts and a signed-in start's first page (prefetch.ts) are asked for
 * while the browser still evaluates the entry, instead of after it.
 */
import { getSession } from '../auth/session.ts';
import { loadConfig } from '../config.ts';
import { initI18n } from '../i18n/index.ts';
import { prefetchSignedInStart } from './prefetch.ts';

const session = getSession();

/** Config and texts: signed in, every namespace of the language (with the frame's code); else the sign-in page's. */
export const config = loadConfig();
export const configAndTexts = Promise.all([config, initI18n({ preload: session ? 'all' : 'core' })]);
// Awaited by main.tsx, which reports a failure.
configAndTexts.catch(() => undefined);

/** The first route's code (and its data calls' starter) of a signed-in start. */
export const signedInStart = session ? prefetchSignedInStart(session, window.location.pathname) : undefined;
