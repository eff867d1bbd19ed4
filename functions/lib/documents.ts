/**
 * The storage of documents, two shapes for every document type:
 *
 * - `documentStore`, a document with lines (estimations, inspections, item requests, vouchers, the
 *   procurement and accounts documents): its own partition `<project>#<TYPE>#<docnumbr>` with the master
 *   (`sk MASTER`) and its lines (`sk LINE#<nnn>`); the master is listed by date through gsi1
 *   (`<project>#<TYPE>` / `<date>#<docnumbr>`) and, when it belongs to a job order, through gsi2
 *   (`<project>#JO#<jobordno>` / `<TYPE>#<docnumbr>`). A save is the master at a new version
 *   (conditional on the one read, never over a deleted master), a put per line and a delete per line no
 *   longer used; a delete is soft and takes the master out of both lists.
 * - `recordStore`, a document of one item: in its own partition (`<project>#<TYPE>#<docnumbr>` /
 *   `MASTER`) or in its job order's (`<project>#JO#<jobordno>` / `<TYPE>#<docnumbr>`, written with the
 *   job order's move, found by number through a reference `<project>#<TYPE>#<docnumbr>` / `REF`); listed
 *   by date through gsi1 like the masters; versioned puts and soft deletes alike.
 */
import { jobOrderPk } from '../engines/status/headers.ts';
import {
  getItem,
  getItems,
  queryAll,
  queryPage,
  createPut,
  softDeleteItem,
  transactDelete,
  transactPut,
  versionedPut,
  withoutKeys,
  type StoredItem,
  type TransactItem,
  conditionCheck,
} from './db.ts';
import type { ApprovalLevel } from '@fleet/shared/engines/approvals';
import { saveNumbered, yearNumbering, type Numbering } from '../engines/numbers.ts';
import { approvedAt, pendingAt } from '../engines/approvals/data.ts';
import { kuwaitClock } from './clock.ts';
import { found } from './errors.ts';
import { dateIndexPage } from './reports.ts';
import { key } from './table.ts';
import type { Row } from '#lib/db';

/** A list's date window: both ends optional, `YYYY-MM-DD`. */
export interface DateRange {
  fromdate?: string | undefined;
  todate?: string | undefined;
}

/** The gsi1 sort key range of a date window (`<date>#<docnumbr>` keys). */
export const dateRangeKeys = (range: DateRange): [string, string] => [
  range.fromdate ?? '0000-00-00',
  `${range.todate ?? '9999-12-31'}#~`,
];

/** A list's default window: without `fromdate`, the `days` days before `todate` (today in Kuwait). */
export function trailingWindow(
  query: DateRange,
  now: Date,
  days: number,
): { fromdate: string; todate: string } {
  const todate = query.todate ?? kuwaitClock(now).date;
  if (query.fromdate) return { fromdate: query.fromdate, todate };
  const from = new Date(`${todate}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - days);
  return { fromdate: from.toISOString().slice(0, 10), todate };
}

/**
 * Rows of another index (an approver's work list) with their documents' own fields: the masters read in
 * one batch, a row whose master is gone left out.
 */
export async function withMasters<R extends { docnumbr: string }, M extends { docnumbr: string }, O>(
  rows: readonly R[],
  read: (docnumbrs: string[]) => Promise<M[]>,
  shape: (master: M) => O,
): Promise<(R & O)[]> {
  const masters = new Map(
    (await read(rows.map((row) => row.docnumbr))).map((master) => [master.docnumbr, master]),
  );
  return rows.flatMap((row) => {
    const master = masters.get(row.docnumbr);
    return master ? [{ ...row, ...shape(master) }] : [];
  });
}

/**
 * A document type's two lists at one approval level (an approver's work list and what they approved),
 * each engine row with its document's own fields (`shape` of its master in `store`, as `withMasters`): the work list oldest
 * first, the approved list newest first.
 */
export function levelLists<M extends { docnumbr: string }, O>(
  docType: string,
  level: ApprovalLevel,
  store: { masters: (project: string, docnumbrs: string[]) => Promise<M[]> },
  shape: (master: M) => O,
) {
  const shaped = <R extends { docnumbr: string }>(project: string, rows: R[]) =>
    withMasters(rows, (numbers) => store.masters(project, numbers), shape);
  return {
    pending: async (project: string) =>
      shaped(
        project,
        (await pendingAt(project, docType, level)).sort((a, b) => a.since.localeCompare(b.since)),
      ),
    approved: async (project: string) => shaped(project, await approvedAt(project, docType, level)),
  };
}

/** The job order a document takes from its source (a cost sheet from its request, an invoice from its order). */
export const sourceJobOrder = <M extends Record<'jobordno' | 'vehicleno' | 'garage' | 'garagnam', unknown>>(
  source: M,
): Pick<M, 'jobordno' | 'vehicleno' | 'garage' | 'garagnam'> => ({
  jobordno: source.jobordno,
  vehicleno: source.vehicleno,
  garage: source.garage,
  garagnam: source.garagnam,
});

/** A soft delete's stamp (`deleteItem`): who deleted the document, and when. */
export const deletionBy = (caller: { usercode: string }, now: Date) => ({
  deluser: caller.usercode,
  deldate: now.toISOString(),
});

/**
 * What a save keeps of the document as stored (the date and time of its first save, who created it, its
 * approval so far) with its number and next version; the rest of the master is the save's own.
 */
export interface KeptOnSave<A> {
  docdate: string;
  doctime: string;
  cretuser: string;
  version: number;
  approval?: A;
}

export function keptOnSave<A>(
  stored: KeptOnSave<A> | undefined,
  docnumbr: string,
  clock: { date: string; time: string },
  usercode: string,
) {
  return {
    docnumbr,
    docdate: stored?.docdate ?? clock.date,
    doctime: stored?.doctime ?? clock.time,
    cretuser: stored?.cretuser ?? usercode,
    version: (stored?.version ?? 0) + 1,
    ...(stored?.approval ? { approval: stored.approval } : {}),
  };
}

const live = 'attribute_not_exists(deldate)';
const asDocument = <T>(item: Row) => withoutKeys(item) as unknown as T;

/** The documents of a date list (gsi1) in a window, newest first. */
const listByDate = async <T>(pk: string, range: DateRange): Promise<T[]> =>
  (await queryAll<Row>({ index: 'gsi1', pk, between: dateRangeKeys(range), ascending: false })).map((item) =>
    asDocument<T>(item),
  );

export interface DocumentMasterShape {
  docnumbr: string;
  /** The list date unless the type declares another (`date`). */
  docdate?: string;
  version: number;
  jobordno?: string;
}

export interface StoredDocument<M, L> {
  master: M;
  lines: L[];
}

export const lineSortKey = (serlnumb: number) => `LINE#${String(serlnumb).padStart(3, '0')}`;

/** What a document type may add to the common storage. */
export interface DocumentStoreOptions<M, L> {
  /** Number prefix (`QT` for `QT-<year>-<nnnnn>`; default the type). */
  prefix?: string;
  /** The master's list date (default `docdate`). */
  date?: (master: M) => string;
  /** Attributes stored on a line item beside the line (usage markers of the masters it names). */
  lineExtra?: (project: string, master: M, line: L) => Record<string, unknown>;
}

export function documentStore<M extends DocumentMasterShape, L extends { serlnumb: number }>(
  type: string,
  entity: string,
  options: DocumentStoreOptions<M, L> = {},
) {
  const pk = (project: string, docnumbr: string) => key.project(project, type, docnumbr);
  // The master is a record of its own partition (sk MASTER), in its job order's list when it has one.
  const masters = recordStore<M>({
    type,
    entity,
    date: (master) => (options.date ? options.date(master) : (master.docdate ?? '')),
    ...(options.prefix ? { prefix: options.prefix } : {}),
    gsi2: (project, master) =>
      master.jobordno
        ? { gsi2pk: jobOrderPk(project, master.jobordno), gsi2sk: `${type}#${master.docnumbr}` }
        : undefined,
  });
  const byDate = masters.keys.byDate;

  /** The master at its new version, conditional on `expectedVersion` (absent: a new document). */
  const masterPut = (project: string, master: M, expectedVersion: number | undefined): TransactItem =>
    masters.put(project, master, expectedVersion);

  const numbering = masters.numbering;

  /** A live document (undefined when missing or deleted). */
  const get = async (project: string, docnumbr: string): Promise<StoredDocument<M, L> | undefined> => {
    const items = await queryAll<Row>({ pk: pk(project, docnumbr) });
    const master = items.find((item) => item['sk'] === 'MASTER');
    if (!master || master['deldate']) return undefined;
    return {
      master: asDocument<M>(master),
      lines: items
        .filter((item) => String(item['sk']).startsWith('LINE#'))
        .map((item) => asDocument<L>(item)),
    };
  };

  /** Live masters of a job order. */
  const ofJobOrder = masters.ofJobOrder;

  return {
    type,
    pk,
    keys: {
      master: (project: string, docnumbr: string) => ({ pk: pk(project, docnumbr), sk: 'MASTER' }),
      line: (project: string, docnumbr: string, serlnumb: number) => ({
        pk: pk(project, docnumbr),
        sk: lineSortKey(serlnumb),
      }),
      /** gsi1 partition: the project's masters by date. */
      byDate,
    },
    masterPut,
    get,

    /** The year's numbers: `<prefix>-<year>-<nnnnn>` from the counter `<TYPE>#<year>`. */
    numbering,

    /**
     * Runs `save` with the document's number: `existing`, or the year's next one, whose claim
     * (`claims`) `save` writes in its own transaction, so a refused save takes no number (#lib/numbers).
     */
    numbered<T>(
      project: string,
      year: string,
      existing: string | undefined,
      save: (docnumbr: string, claims: TransactItem[]) => Promise<T>,
    ): Promise<T> {
      return saveNumbered(project, existing, numbering(year), save);
    },

    /**
     * A save by `caller` now: `save` gets what the master keeps (`keptOnSave`: the stored document's
     * number, first date, time, creator and approval with the next version, or the year's next number,
     * today and the caller) and the number's claims for its transaction.
     */
    saveKept<T, A>(
      caller: { project: string; usercode: string },
      stored: (KeptOnSave<A> & { docnumbr: string }) | undefined,
      now: Date,
      save: (kept: ReturnType<typeof keptOnSave<A>>, claims: TransactItem[]) => Promise<T>,
    ): Promise<T> {
      const clock = kuwaitClock(now);
      return saveNumbered(
        caller.project,
        stored?.docnumbr,
        numbering(clock.date.slice(0, 4)),
        (docnumbr, claims) => save(keptOnSave(stored, docnumbr, clock, caller.usercode), claims),
      );
    },

    /** A live document, or 404. */
    require: async (project: string, docnumbr: string) => found(await get(project, docnumbr)),

    /** Live masters of several documents (one BatchGet), in the order asked; missing ones left out. */
    async masters(project: string, docnumbrs: readonly string[]): Promise<M[]> {
      if (docnumbrs.length === 0) return [];
      const items = await getItems<Row>(
        docnumbrs.map((docnumbr) => ({ pk: pk(project, docnumbr), sk: 'MASTER' })),
      );
      const byNumber = new Map(
        items.filter((item) => !item['deldate']).map((item) => [item['docnumbr'], item]),
      );
      return docnumbrs
        .map((docnumbr) => byNumber.get(docnumbr))
        .filter((item): item is Row => item !== undefined)
        .map((item) => asDocument<M>(item));
    },

    /** Masters by date, newest first (deleted ones are out of the index). */
    list: masters.list,

    ofJobOrder,

    /** The number of a job order's newest live document (undefined when it has none). */
    async lastOfJobOrder(project: string, jobordno: string): Promise<string | undefined> {
      const masters = await ofJobOrder(project, jobordno);
      return masters
        .map((master) => master.docnumbr)
        .sort()
        .at(-1);
    },

    /** A save: the master, a put per line, a delete per line no longer used. */
    saveItems(
      project: string,
      saved: StoredDocument<M, L>,
      previous: StoredDocument<M, L> | undefined,
    ): TransactItem[] {
      const used = new Set(saved.lines.map((line) => line.serlnumb));
      return [
        masterPut(project, saved.master, previous?.master.version),
        ...saved.lines.map((line) =>
          transactPut({
            pk: pk(project, saved.master.docnumbr),
            sk: lineSortKey(line.serlnumb),
            entity: `${entity}Line`,
            ...line,
            ...options.lineExtra?.(project, saved.master, line),
          }),
        ),
        ...(previous?.lines ?? [])
          .filter((line) => !used.has(line.serlnumb))
          .map((line) =>
            transactDelete({ pk: pk(project, saved.master.docnumbr), sk: lineSortKey(line.serlnumb) }),
          ),
      ];
    },

    /** Soft delete, out of both lists, conditional on the version read. */
    deleteItem(project: string, master: M, deletion: { deluser: string; deldate: string }): TransactItem {
      return masters.delete(project, master, deletion);
    },

    /**
     * What an approval decision writes (the approval engine's master writer): the master as read, with
     * the decision's approval and version and, given `statuses`, the first status when it is approved and
     * the second otherwise, conditional on the version read.
     */
    decided(project: string, master: M, statuses?: readonly [approved: number, otherwise: number]) {
      return (next: { approval: { state: string }; version: number }): TransactItem[] => {
        const status = statuses && { status: statuses[next.approval.state === 'approved' ? 0 : 1] };
        return [masterPut(project, { ...master, ...next, ...status }, master.version)];
      };
    },

    /**
     * The master must still be live at the version read: another document's save that read it (an
     * invoice of an order, a credit of an invoice) cannot cross a change of it (a 409).
     */
    unchanged(project: string, master: M): TransactItem {
      return conditionCheck(
        { pk: pk(project, master.docnumbr), sk: 'MASTER' },
        `#version = :version AND ${live}`,
        { ':version': master.version },
        { '#version': 'version' },
      );
    },
  };
}

/** A one-item document: its number, its version and, in a job order's partition, its job order. */
export interface RecordShape {
  docnumbr: string;
  version: number;
  jobordno?: string;
}

export interface RecordStoreOptions<T> {
  /** The key type (`GARAGETRANS`): partition, sort key prefix, list and counter. */
  type: string;
  entity: string;
  /** The list date of a record (`trfdate`). */
  date: (record: T) => string;
  /** Number prefix (`GT` for `GT-<year>-<nnnnn>`; default the type). */
  prefix?: string;
  /**
   * In its job order's partition, found by number through a reference item (`type` of its key, default
   * the store's; `extra` attributes kept on it); without it, in its own partition.
   */
  jobOrder?: { entity: string; type?: string; extra?: (record: T) => Record<string, unknown> };
  /**
   * A second list (gsi2) of a record in its own partition: `jobOrder` (its job order's documents,
   * `<project>#JO#<jobordno>` / `<TYPE>#<docnumbr>`, read by `ofJobOrder`) or another one.
   */
  gsi2?: 'jobOrder' | ((project: string, record: T) => { gsi2pk: string; gsi2sk: string } | undefined);
}

/** The storage of a one-item document type (see the top of this file). */
export function recordStore<T extends RecordShape>(options: RecordStoreOptions<T>) {
  const { type, jobOrder } = options;
  const referenceType = jobOrder?.type ?? type;
  const keys = {
    /** The record's key: in its job order's partition when it lives there, else its own. */
    record: (project: string, record: { docnumbr: string; jobordno?: string | undefined }) =>
      jobOrder
        ? { pk: jobOrderPk(project, record.jobordno ?? ''), sk: `${type}#${record.docnumbr}` }
        : { pk: key.project(project, type, record.docnumbr), sk: 'MASTER' },
    reference: (project: string, docnumbr: string) => ({
      pk: key.project(project, referenceType, docnumbr),
      sk: 'REF',
    }),
    /** gsi1 partition: the project's records by date. */
    byDate: (project: string) => key.project(project, type),
  };

  const item = (project: string, record: T): StoredItem => ({
    ...keys.record(project, record),
    gsi1pk: keys.byDate(project),
    gsi1sk: `${options.date(record)}#${record.docnumbr}`,
    ...(options.gsi2 === 'jobOrder'
      ? { gsi2pk: jobOrderPk(project, record.jobordno ?? ''), gsi2sk: `${type}#${record.docnumbr}` }
      : options.gsi2?.(project, record)),
    entity: options.entity,
    ...(record as unknown as Row),
  });

  /** The job order a number belongs to (records in a job order's partition; undefined when unknown). */
  const owner = async (project: string, docnumbr: string): Promise<string | undefined> => {
    const { pk, sk } = keys.reference(project, docnumbr);
    return (await getItem<{ jobordno: string }>(pk, sk))?.jobordno;
  };

  /** One page of the list by date (or of `list`), newest first. */
  const page = async (
    project: string,
    range: DateRange,
    paging: { limit: number; cursor?: string | undefined },
    list: { index: 'gsi1' | 'gsi2'; pk: string } = { index: 'gsi1', pk: keys.byDate(project) },
  ) => {
    const result = await queryPage<Row>({
      ...list,
      between: dateRangeKeys(range),
      ascending: false,
      limit: paging.limit,
      cursor: paging.cursor,
    });
    return { items: result.items.map((row) => asDocument<T>(row)), cursor: result.cursor };
  };

  /** A live record by number (undefined when missing or deleted). */
  const get = async (project: string, docnumbr: string): Promise<T | undefined> => {
    const jobordno = jobOrder ? await owner(project, docnumbr) : undefined;
    if (jobOrder && !jobordno) return undefined;
    const { pk, sk } = keys.record(project, { docnumbr, jobordno });
    const stored = await getItem<Row>(pk, sk);
    return stored && !stored['deldate'] ? asDocument<T>(stored) : undefined;
  };

  return {
    type,
    keys,
    owner,
    page,
    get,

    /** A live record, or 404. */
    require: async (project: string, docnumbr: string) => found(await get(project, docnumbr)),

    /**
     * A page of `limit` records in the date window that `matches` lets through, newest first; the cursor
     * is the last one returned (`dateIndexPage`).
     */
    async listPage(
      project: string,
      query: DateRange & { limit: number; cursor?: string | undefined },
      matches: (record: T) => boolean,
    ): Promise<{ items: T[]; cursor?: string }> {
      const found = await dateIndexPage({
        pk: keys.byDate(project),
        bounds: dateRangeKeys(query),
        limit: query.limit,
        ...(query.cursor ? { cursor: query.cursor } : {}),
        matches: (row) => matches(row as unknown as T),
      });
      return { items: found.items as unknown as T[], ...(found.cursor ? { cursor: found.cursor } : {}) };
    },

    /**
     * A page of `limit` records that `keep` lets through, newest first: pages of the list are read
     * until it is full or the list ends (the cursor is absent then).
     */
    async pageWhere(
      project: string,
      query: DateRange & { limit: number; cursor?: string | undefined },
      keep: (record: T) => boolean,
      list?: { index: 'gsi1' | 'gsi2'; pk: string },
    ): Promise<{ items: T[]; cursor?: string }> {
      const items: T[] = [];
      let cursor = query.cursor;
      do {
        const found = await page(project, query, { limit: query.limit, cursor }, list);
        items.push(...found.items.filter(keep));
        cursor = found.cursor;
      } while (cursor && items.length < query.limit);
      return { items, ...(cursor ? { cursor } : {}) };
    },

    /** The year's numbers: `<prefix>-<year>-<nnnnn>` from the counter `<TYPE>#<year>`. */
    numbering: (year: string): Numbering => yearNumbering(type, options.prefix ?? type, year),

    /** Live records by date, newest first (deleted ones are out of the index). */
    list: (project: string, range: DateRange) => listByDate<T>(keys.byDate(project), range),

    /** Live records of a job order, oldest first (its partition, or gsi2 for records of their own). */
    async ofJobOrder(project: string, jobordno: string): Promise<T[]> {
      const items = await queryAll<Row>(
        jobOrder
          ? { pk: jobOrderPk(project, jobordno), beginsWith: `${type}#` }
          : { index: 'gsi2', pk: jobOrderPk(project, jobordno), beginsWith: `${type}#` },
      );
      return items.filter((row) => !row['deldate']).map((row) => asDocument<T>(row));
    },

    /** The record's put alone: new (its key must be new) or at `expectedVersion` (not deleted). */
    put(project: string, record: T, expectedVersion?: number): TransactItem {
      return versionedPut(item(project, record), expectedVersion, { replace: live });
    },

    /** A save's puts: the record and, when new in a job order's partition, its reference. */
    puts(project: string, record: T, expectedVersion?: number): TransactItem[] {
      const put = versionedPut(item(project, record), expectedVersion, { replace: live });
      if (!jobOrder || expectedVersion !== undefined) return [put];
      const reference = createPut({
        ...keys.reference(project, record.docnumbr),
        entity: jobOrder.entity,
        jobordno: record.jobordno,
        ...jobOrder.extra?.(record),
      });
      return [put, reference];
    },

    /** Soft delete at the version read: who and when, out of the lists. */
    delete(
      project: string,
      record: RecordShape,
      deletion: { deluser: string; deldate: string },
    ): TransactItem {
      return softDeleteItem(keys.record(project, record), record.version, deletion);
    },
  };
}

export type RecordStore<T extends RecordShape> = ReturnType<typeof recordStore<T>>;
