/**
 * Job-order rows of the Admin dashboard, from the status index (`<project>#JOSTATUS#<code>`, one item
 * per job order at the status, functions/engines/status/engine.ts), paged with cursors, never a scan:
 * - `getDetailByStatus?Statuscde`: the job orders at a status (the drill-down of a count);
 * - `getNextStageNotification`: job orders whose next stage is due, status by status in workflow
 *   order; `statusAt` (when the job order reached its status) is read from the headers of the page
 *   (one BatchGet per index page). A call reads a bounded number of index pages: when it has not
 *   found `limit` rows by then it answers what it has with a cursor to go on from.
 */
import { namedStatus } from '@fleet/shared';
import {
  nextStageDueAt,
  nextStageStatuses,
  type JobOrderAtStatusRow,
  type NextStageRow,
  type PagedRows,
} from '@fleet/shared/reports/dashboard';
import { BadRequestError } from '#lib/errors';
import { messages } from '@fleet/shared';
import { getItems, queryPage } from '#lib/db';
import { engineKeys } from '../../engines/status/engine.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { jobOrderKeys } from '../../engines/status/headers.ts';

interface IndexRow extends Record<string, unknown> {
  pk: string;
  sk: string;
  jobordno: string;
  joborddat?: string;
  vehicleno?: string;
  vehmaknam?: string;
  garage?: string;
  garagnam?: string;
  statuscde: number | string;
}

/** Arabic garage names of the rows' garages (one BatchGet of master records, bounded by the page). */
async function garageNamesAr(project: string, rows: readonly IndexRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.garage).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const garages = await getItems<{ sk: string; garagnamar?: string }>(
    ids.map((id) => masterKeys.record(project, masterTypes.garage, id)),
  );
  return new Map(garages.filter((g) => g.garagnamar).map((g) => [g.sk, String(g.garagnamar)]));
}

function rowOf(item: IndexRow, statusAt?: string): JobOrderAtStatusRow {
  const code = Number(item.statuscde);
  return {
    jobordno: item.jobordno,
    joborddat: String(item.joborddat ?? ''),
    vehicleno: String(item.vehicleno ?? ''),
    ...(item.vehmaknam ? { vehmaknam: String(item.vehmaknam) } : {}),
    ...(item.garage ? { garage: String(item.garage) } : {}),
    ...(item.garagnam ? { garagnam: String(item.garagnam) } : {}),
    statuscde: code,
    ...namedStatus(code),
    ...(statusAt ? { statusAt } : {}),
  };
}

/** Index pages one call may read before answering with a cursor. */
const maxPagesPerCall = 5;
const indexPageSize = 100;

async function statusAtOf(project: string, rows: readonly IndexRow[]): Promise<Map<string, string>> {
  if (!rows.length) return new Map();
  const headers = await getItems<{ jobordno: string; statusAt?: string }>(
    rows.map((row) => jobOrderKeys.header(project, row.jobordno)),
  );
  return new Map(headers.map((header) => [header.jobordno, String(header.statusAt ?? '')]));
}

/** `getDetailByStatus`: a page of the job orders at a status (garage filter fills the page up). */
export async function detailByStatus(
  project: string,
  query: { Statuscde: number; garage?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<PagedRows<JobOrderAtStatusRow>> {
  const pk = engineKeys.statusIndex(project, query.Statuscde, '').pk;
  if (query.cursor && cursorPk(query.cursor) !== pk) throw new BadRequestError(messages.invalidParameters);
  const items: IndexRow[] = [];
  let cursor = query.cursor;
  for (let pages = 0; pages < maxPagesPerCall && items.length < query.limit; pages += 1) {
    const page = await queryPage<IndexRow>({
      pk,
      cursor,
      limit: query.garage ? indexPageSize : query.limit - items.length,
    });
    for (const item of page.items) {
      if (query.garage && item.garage !== query.garage) continue;
      items.push(item);
    }
    cursor = page.cursor;
    if (!cursor) break;
  }
  // A garage filter may have read past the page: the cursor then restarts after the last row kept.
  const kept = items.slice(0, query.limit);
  if (items.length > query.limit) cursor = resumeAfter(kept.at(-1));
  const statusAt = await statusAtOf(project, kept);
  return {
    items: kept.map((item) => rowOf(item, statusAt.get(item.jobordno))),
    ...(cursor ? { cursor } : {}),
  };
}

/** The partition a status index cursor belongs to (a cursor of another status or project is refused). */
function cursorPk(cursor: string): unknown {
  try {
    return (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { pk?: unknown }).pk;
  } catch {
    return undefined;
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function resumeAfter(item: IndexRow | undefined): string | undefined {
  return item ? encode({ pk: item.pk, sk: item.sk }) : undefined;
}

interface NextStageCursor {
  /** Position in `nextStageStatuses()`. */
  s: number;
  /** The index cursor within that status. */
  c?: string;
}

function decodeNextCursor(cursor: string | undefined): NextStageCursor {
  if (!cursor) return { s: 0 };
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as NextStageCursor;
    if (typeof parsed.s === 'number' && parsed.s >= 0) return parsed;
  } catch {
    // the message below
  }
  throw new BadRequestError(messages.invalidParameters);
}

/** `getNextStageNotification`: job orders whose next stage is due at `now`, most overdue first per page. */
export async function nextStageNotifications(
  project: string,
  query: { garage?: string | undefined; limit: number; cursor?: string | undefined },
  now: Date,
): Promise<PagedRows<NextStageRow>> {
  const statuses = nextStageStatuses();
  const position = decodeNextCursor(query.cursor);
  const found: NextStageRow[] = [];
  let statusIndex = position.s;
  let inner = position.c;
  let pages = 0;
  while (statusIndex < statuses.length && found.length < query.limit && pages < maxPagesPerCall) {
    const code = statuses[statusIndex] as number;
    const pk = engineKeys.statusIndex(project, code, '').pk;
    if (inner && cursorPk(inner) !== pk) throw new BadRequestError(messages.invalidParameters);
    const page = await queryPage<IndexRow>({
      pk,
      cursor: inner,
      limit: indexPageSize,
    });
    pages += 1;
    const rows = page.items.filter((item) => !query.garage || item.garage === query.garage);
    const statusAt = await statusAtOf(project, rows);
    for (const item of rows) {
      const at = statusAt.get(item.jobordno);
      const dueAt = at ? nextStageDueAt(code, at) : undefined;
      if (!at || !dueAt || Date.parse(dueAt) > now.getTime()) continue;
      found.push({
        ...rowOf(item, at),
        statusAt: at,
        dueAt,
        overdueHours: Math.floor((now.getTime() - Date.parse(dueAt)) / 3_600_000),
      });
    }
    if (page.cursor) inner = page.cursor;
    else {
      statusIndex += 1;
      inner = undefined;
    }
  }
  const next =
    statusIndex < statuses.length ? encode({ s: statusIndex, ...(inner ? { c: inner } : {}) }) : undefined;
  // A page may find more than `limit`: all of them are answered (the next call goes on after the page).
  const arabic = await garageNamesAr(
    project,
    found.map((row) => ({ garage: row.garage }) as IndexRow),
  );
  for (const row of found) {
    const name = arabic.get(row.garage ?? '');
    if (name) row.garagnamar = name;
  }
  found.sort((a, b) => b.overdueHours - a.overdueHours || a.jobordno.localeCompare(b.jobordno));
  return { items: found, ...(next ? { cursor: next } : {}) };
}
