/**
 * User log (`User/setUserLog`, `user/getUserlogList`, `user/getUserlogListdtl`): one row per session,
 * opened at login and closed at logout. Tenant first, like every document:
 * - pk `<project>#USERLOG#<usercode>`, sk `<login ISO time>#<logid>`: one user's sessions by time;
 * - gsi1pk `<project>#USERLOG`, gsi1sk `<login ISO time>#<usercode>#<logid>`: every user's by time.
 */
import { randomUUID } from 'node:crypto';
import { messages } from '@fleet/shared';
import type { UserLogRow } from '@fleet/shared/platform/users';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ddb } from '#lib/aws';
import { putItem, queryPage, tableName, withoutKeys, type Page } from '#lib/db';
import { BadRequestError } from '#lib/errors';
import { key } from '#lib/table';

const userPartition = (project: string, usercode: string) => key.project(project, 'USERLOG', usercode);
const projectPartition = (project: string) => key.project(project, 'USERLOG');
/** Sorts after every `#<id>` suffix of the same instant, so an upper bound includes them. */
const upperSuffix = '\uffff';

export interface SessionContext {
  usercode: string;
  username: string;
  project: string;
  ipaddress?: string;
  useragent?: string;
}

function newRow(context: SessionContext, at: string, status: 'login' | 'logout') {
  const logid = randomUUID();
  return {
    pk: userPartition(context.project, context.usercode),
    sk: `${at}#${logid}`,
    gsi1pk: projectPartition(context.project),
    gsi1sk: `${at}#${context.usercode}#${logid}`,
    entity: 'userlog',
    logid,
    usercode: context.usercode,
    username: context.username,
    project: context.project,
    ...(status === 'login' ? { login: at } : { logout: at }),
    ...(context.ipaddress ? { ipaddress: context.ipaddress } : {}),
    ...(context.useragent ? { useragent: context.useragent.slice(0, 512) } : {}),
  };
}

/** Opens a session row at `at`. */
export async function recordLogin(context: SessionContext, at: string): Promise<UserLogRow> {
  const row = newRow(context, at, 'login');
  await putItem(row);
  return withoutKeys(row) as UserLogRow;
}

/**
 * Closes the user's newest open session of the project at `at`; with none open (signed in elsewhere,
 * log lost) a row holding only the logout time is written, so the sign-out is never lost.
 */
export async function recordLogout(context: SessionContext, at: string): Promise<UserLogRow> {
  const recent = await queryPage<Record<string, unknown>>({
    pk: userPartition(context.project, context.usercode),
    ascending: false,
    limit: 20,
  });
  const open = recent.items.find((row) => row.login !== undefined && row.logout === undefined);
  if (open) {
    try {
      const closed = await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: open.pk, sk: open.sk },
          UpdateExpression: 'SET #logout = :at',
          ConditionExpression: 'attribute_not_exists(#logout)',
          ExpressionAttributeNames: { '#logout': 'logout' },
          ExpressionAttributeValues: { ':at': at },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return withoutKeys(closed.Attributes ?? {}) as UserLogRow;
    } catch (error) {
      // Closed by a concurrent logout in the meantime: record this one on its own row.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  const row = newRow(context, at, 'logout');
  await putItem(row);
  return withoutKeys(row) as UserLogRow;
}

const dayMs = 24 * 60 * 60 * 1000;

function startOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : normalized(value);
}

function endOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : normalized(value);
}

function normalized(value: string): string {
  const time = Date.parse(value.replace(' ', 'T'));
  if (!Number.isFinite(time)) throw new BadRequestError(messages.invalidParameters);
  return new Date(time).toISOString();
}

/**
 * The login-time range of `getUserlogListdtl` as sort-key bounds. Dates are whole UTC days; the
 * default is the spec's filter window, the last 7 days to today (000 section 9).
 */
export function logTimeRange(
  login: string | undefined,
  logout: string | undefined,
  now: Date,
): [string, string] {
  const today = now.toISOString().slice(0, 10);
  const weekAgo = new Date(now.getTime() - 7 * dayMs).toISOString().slice(0, 10);
  const from = startOf(login ?? weekAgo);
  const to = endOf(logout ?? today);
  if (from > to) throw new BadRequestError(messages.invalidParameters);
  return [from, `${to}${upperSuffix}`];
}

const toRows = (page: Page<Record<string, unknown>>): Page<UserLogRow> => ({
  items: page.items.map((item) => withoutKeys(item) as unknown as UserLogRow),
  ...(page.cursor ? { cursor: page.cursor } : {}),
});

/** Every user's sessions in the project, newest first. */
export async function listProjectSessions(
  project: string,
  page: { limit: number; cursor?: string },
): Promise<Page<UserLogRow>> {
  return toRows(await queryPage({ pk: projectPartition(project), index: 'gsi1', ascending: false, ...page }));
}

/** Sessions whose start (login, or logout for a lone logout row) is in `range`, of one user or (without `usercode`) of everyone; newest first. */
export async function listSessionsBetween(
  project: string,
  usercode: string | undefined,
  range: [string, string],
  page: { limit: number; cursor?: string },
): Promise<Page<UserLogRow>> {
  const query = usercode
    ? { pk: userPartition(project, usercode) }
    : { pk: projectPartition(project), index: 'gsi1' as const };
  return toRows(await queryPage({ ...query, between: range, ascending: false, ...page }));
}
