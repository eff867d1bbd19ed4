/** A spec's signed-in app: a fresh context, the sign-in page, the shell ready. */
import { ShellPage } from '../pages/shell.ts';
import { SignInPage } from '../pages/sign-in.ts';
import { openApp, type AppPage, type AppPageOptions } from './app.ts';

export interface SignedInOptions extends AppPageOptions {
  username: string;
  /** The project chosen on the sign-in page (default: the page's preselected one). */
  project?: string;
}

export async function signedInApp({
  username,
  project,
  ...options
}: SignedInOptions): Promise<{ app: AppPage; shell: ShellPage }> {
  const app = await openApp(options);
  await new SignInPage(app.page).open().then((signIn) => signIn.signIn({ username, project }));
  return { app, shell: await new ShellPage(app.page).ready() };
}
