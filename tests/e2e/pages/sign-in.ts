/** The sign-in page at `/` (spec 000 section 2): project, user name, password, Login. */
import type { Page } from 'playwright-core';
import { locate, testId, ui, chooseOption } from './ui.ts';

export const demoPassword = 'Fleet@2026';
export const landingPath = '/dashboard/default';

const project = ui.findSelect(testId('login-project'));
const username = ui.findInput(testId('login-username'));
const password = ui.findInput(testId('login-password'));
const submit = ui.findButton(testId('login-submit'));
const error = ui.findAlert(testId('login-error'));

export class SignInPage {
  constructor(readonly page: Page) {}

  get submitButton() {
    return locate(this.page, submit);
  }

  get projectSelect() {
    return locate(this.page, project);
  }

  get errorAlert() {
    return locate(this.page, error.findContent());
  }

  async open(): Promise<this> {
    await this.page.goto('/');
    await this.submitButton.waitFor();
    return this;
  }

  /** Waits until the project list has loaded (the select shows a chosen project). */
  async projectsLoaded(): Promise<void> {
    await locate(this.page, project.findTrigger()).waitFor();
    await this.page.waitForFunction(
      (selector) => !document.querySelector(selector),
      project.findPlaceholder().toSelector(),
    );
  }

  async chooseProject(code: string): Promise<void> {
    await this.projectsLoaded();
    await chooseOption(this.page, project, code);
  }

  async fill(options: { project?: string; username: string; password?: string }): Promise<void> {
    if (options.project) await this.chooseProject(options.project);
    else await this.projectsLoaded();
    await locate(this.page, username.findNativeInput()).fill(options.username);
    await locate(this.page, password.findNativeInput()).fill(options.password ?? demoPassword);
  }

  /** Signs in and waits for the landing page. */
  async signIn(options: { project?: string; username: string; password?: string }): Promise<void> {
    await this.fill({ project: 'MOI', ...options });
    await this.submitButton.click();
    await this.page.waitForURL((url) => url.pathname === landingPath);
  }
}
