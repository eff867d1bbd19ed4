/**
 * A spec's signed-in app: a context of its own, signed in, the shell ready.
 *
 * The first app of a (user, project) in the run signs in through the sign-in page; the next ones start
 * from the storage it left (the session and Amplify's tokens, not the language nor what a spec did since)
 * and open the landing page: a page load instead of a sign-in (about 110 sign-ins in a run, 1-3 s each).
 * Within a spec file, such an app goes on to the next test that asks for the same session once its test
 * has passed, put back as it started (`openApp`): no new context and page.
 * A kept session serves for 20 minutes of its tokens' hour. An app asked for a `path` loads that page
 * instead of the landing page (or after the sign-in): one load of the SPA less.
 * The specs whose subject is the sign-in itself (its page, the language it keeps, sign-out, roles
 * changed during the spec) use `SignInPage`.
 */
import { ShellPage } from '../pages/shell.ts';
import { landingPath, SignInPage } from '../pages/sign-in.ts';
import { keepAsSession, openApp, type AppPage, type AppPageOptions } from './app.ts';
import type { StorageState } from './storage.ts';

export interface SignedInOptions extends AppPageOptions {
  username: string;
  /** The project chosen on the sign-in page (default: the page's preselected one). */
  project?: string;
  /** The page to open once signed in (default: the landing page). */
  path?: string;
}

const keptFor = 20 * 60_000;
/** The storage of a fresh sign-in by user and project, and when it was made. */
const sessions = new Map<string, { state: StorageState; at: number }>();

export async function signedInApp({
  username,
  project,
  path,
  ...options
}: SignedInOptions): Promise<{ app: AppPage; shell: ShellPage }> {
  const key = `${username}@${project ?? ''}`;
  const kept = sessions.get(key);
  if (kept && Date.now() - kept.at < keptFor) {
    const app = await openApp({ ...options, storageState: kept.state });
    await app.page.goto(path ?? landingPath);
    return { app, shell: await new ShellPage(app.page).ready() };
  }
  const at = Date.now();
  const app = await openApp(options);
  await new SignInPage(app.page).open().then((signIn) => signIn.signIn({ username, project }));
  const shell = await new ShellPage(app.page).ready();
  sessions.set(key, { state: await keepAsSession(app), at });
  if (path) await app.page.goto(path);
  return { app, shell };
}
