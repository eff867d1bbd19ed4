/**
 * The workshop day's cast and its checks: one signed-in context per demo user (opened at their first
 * step, in the language chosen for them), the admin's API client that reads the job order back after
 * every step, and `step()`, which checks that the user's role is one the workflow map names for the
 * action, that the job order was at one of the action's statuses, and after the user's clicks that it
 * reached the expected status (one the action leads to) with nothing reception typed changed.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import { workflowAction } from '@fleet/shared/engines/workflow-map';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import { demoUsers } from '@fleet/functions/platform/seed/users';
import { signIn, type ApiClient } from '../../../support/api.ts';
import { screenshotDir, type Language } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';
import { Actor } from './actor.ts';

/** What reception typed (and the job time IN the job card got): no later step may change it. */
export const receptionFields = [
  'vehicleno',
  'garage',
  'moijobord',
  'servicetype',
  'mobileno',
  'kilometer',
  'custwait',
  'remarks',
  'jobtimin',
] as const;
export type ReceptionFields = Pick<JobOrderRow, (typeof receptionFields)[number]>;

export interface StepRecord {
  key: string;
  usercode: string;
  language: Language;
  status: number;
  seconds: number;
}

export class WorkshopDay {
  jobordno = '';
  private reception?: ReceptionFields;

  private constructor(
    readonly admin: ApiClient,
    private readonly languages: Record<string, Language>,
    private readonly actors = new Map<string, Promise<Actor>>(),
    /** Accessibility findings of every screenshot of the day. */
    readonly findings: string[] = [],
    readonly steps: StepRecord[] = [],
    /** Put before the names of this job order's screenshots. */
    private readonly prefix = '',
  ) {}

  static async start(languages: Record<string, Language>): Promise<WorkshopDay> {
    return new WorkshopDay((await signIn('admin')).client, languages);
  }

  /**
   * Another job order's day with the same people (still signed in) and the same findings; its
   * screenshots' names start with `prefix`.
   */
  another(prefix = ''): WorkshopDay {
    return new WorkshopDay(this.admin, this.languages, this.actors, this.findings, [], prefix);
  }

  /** The user's signed-in context (signed in at its first use). */
  as(usercode: string): Promise<Actor> {
    let actor = this.actors.get(usercode);
    if (!actor) {
      const language = this.languages[usercode] ?? 'en';
      actor = signedInApp({ username: usercode, project: 'MOI', language }).then(
        ({ app }) => new Actor(app, usercode, language, this.findings),
      );
      this.actors.set(usercode, actor);
    }
    return actor;
  }

  /** Page errors of every context opened. */
  async pageErrors(): Promise<string[]> {
    const actors = await Promise.all(this.actors.values());
    return actors.flatMap((actor) => actor.app.errors.map((error) => `${actor.usercode}: ${error}`));
  }

  /** The job order as the admin reads it through the API. */
  async read(): Promise<JobOrderRow> {
    const response = await this.admin.get<JobOrderRow>('/api/JobOrder/getJobOrderById', {
      jobordno: this.jobordno,
    });
    if (response.status !== 200)
      throw new Error(
        `getJobOrderById ${this.jobordno}: ${response.status} ${JSON.stringify(response.body)}`,
      );
    return response.body;
  }

  async status(): Promise<number> {
    return (await this.read()).statuscde;
  }

  /** Reception's fields as stored now. */
  static receptionOf(row: JobOrderRow): ReceptionFields {
    return Object.fromEntries(receptionFields.map((name) => [name, row[name]])) as ReceptionFields;
  }

  /** Keeps what reception typed, as the first read after the job card shows it. */
  remember(fields: ReceptionFields): void {
    this.reception = fields;
  }

  /**
   * One step of the day: `usercode` takes the workflow map's action `key` by clicking (`act`); the job
   * order then is at `expected`, and reception's fields are unchanged.
   */
  async step(key: string, usercode: string, expected: number, act: (actor: Actor) => Promise<void>) {
    const action = workflowAction(key);
    const user = demoUsers.find((candidate) => candidate.usercode === usercode)!;
    expect(
      user.roles.some((role) => action.roles.includes(role)),
      `${usercode} (${user.roles.join(', ')}) is not among the roles of ${key} (${action.roles.join(', ')})`,
    ).toBe(true);
    if (this.jobordno)
      expect(action.at, `${key} is not offered at the job order's status`).toContain(await this.status());
    // A level of an approval chain that is not the last, and an optional action that moves nothing (a
    // winch), may leave the job order where it is.
    const stays = action.approval || action.to.length === 0;
    const leadsTo = stays ? [...action.to, ...action.at] : action.to;
    expect(leadsTo, `${key} does not lead to ${expected}`).toContain(expected);
    await this.run(key, usercode, expected, act);
  }

  private async run(key: string, usercode: string, expected: number, act: (actor: Actor) => Promise<void>) {
    const started = Date.now();
    const actor = await this.as(usercode);
    actor.workOn(this.prefix);
    try {
      await act(actor);
    } catch (error) {
      // The evidence of a step that failed once and passes when run again: the page and where it was.
      const shot = join(screenshotDir, `workshop-day-failed-${this.prefix}${key}-${actor.language}.png`);
      await actor.page.screenshot({ path: shot }).catch(() => undefined);
      if (error instanceof Error) error.message += `\n(${usercode} at ${actor.page.url()}; ${shot})`;
      throw error;
    }
    await expect
      .poll(() => this.status(), { message: `${key} by ${usercode}`, timeout: 15_000 })
      .toBe(expected);
    if (this.reception)
      expect(WorkshopDay.receptionOf(await this.read()), `reception's fields after ${key}`).toEqual(
        this.reception,
      );
    this.steps.push({
      key,
      usercode,
      language: actor.language,
      status: expected,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    });
  }
}
