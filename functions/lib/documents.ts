/**
 * The storage of a document with lines, one shape for every document type (item requests, vouchers and
 * the procurement documents share it): its own partition `<project>#<TYPE>#<docnumbr>` with the master
 * (`sk MASTER`) and its lines (`sk LINE#<nnn>`); the master is listed by date through gsi1
 * (`<project>#<TYPE>` / `<docdate>#<docnumbr>`) and, when it belongs to a job order, through gsi2
 * (`<project>#JO#<jobordno>` / `<TYPE>#<docnumbr>`). A save is the master at a new version
 * (conditional on the one read, never over a deleted master), a put per line and a delete per line no
 * longer used; a delete is soft and takes the master out of both lists.
 */
import { jobOrderPk } from '../engines/status/headers.ts';
import {
  getItems,
  queryAll,
  softDeleteItem,
  tableName,
  versionedPut,
  withoutKeys,
  type StoredItem,
  type TransactItem,
} from './db.ts';
import { saveNumbered, type Numbering } from '../engines/numbers.ts';
import { key } from './table.ts';

type Row = Record<string, unknown>;

export interface DocumentMasterShape {
  docnumbr: string;
  docdate: string;
  version: number;
  jobordno?: string;
}

export interface StoredDocument<M, L> {
  master: M;
  lines: L[];
}

export const lineSortKey = (serlnumb: number) => `LINE#${String(serlnumb).padStart(3, '0')}`;

export function documentStore<M extends DocumentMasterShape, L extends { serlnumb: number }>(
  type: string,
  entity: string,
) {
  const pk = (project: string, docnumbr: string) => key.project(project, type, docnumbr);
  const byDate = (project: string) => key.project(project, type);

  const masterItem = (project: string, master: M): StoredItem => ({
    pk: pk(project, master.docnumbr),
    sk: 'MASTER',
    gsi1pk: byDate(project),
    gsi1sk: `${master.docdate}#${master.docnumbr}`,
    ...(master.jobordno
      ? { gsi2pk: jobOrderPk(project, master.jobordno), gsi2sk: `${type}#${master.docnumbr}` }
      : {}),
    entity,
    ...(master as unknown as Record<string, unknown>),
  });

  /** The master at its new version, conditional on `expectedVersion` (absent: a new document). */
  const masterPut = (project: string, master: M, expectedVersion: number | undefined): TransactItem =>
    versionedPut(masterItem(project, master), expectedVersion, { replace: 'attribute_not_exists(deldate)' });

  const numbering = (year: string): Numbering => ({
    counter: `${type}#${year}`,
    name: (sequence) => `${type}-${year}-${String(sequence).padStart(5, '0')}`,
  });

  return {
    type,
    pk,
    masterPut,

    /** The year's numbers: `<TYPE>-<year>-<nnnnn>` from the counter `<TYPE>#<year>`. */
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

    /** A live document (undefined when missing or deleted). */
    async get(project: string, docnumbr: string): Promise<StoredDocument<M, L> | undefined> {
      const items = await queryAll<Row>({ pk: pk(project, docnumbr) });
      const master = items.find((item) => item['sk'] === 'MASTER');
      if (!master || master['deldate']) return undefined;
      return {
        master: withoutKeys(master) as unknown as M,
        lines: items
          .filter((item) => String(item['sk']).startsWith('LINE#'))
          .map((item) => withoutKeys(item) as unknown as L),
      };
    },

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
        .map((item) => withoutKeys(item) as unknown as M);
    },

    /** Masters by date, newest first (deleted ones are out of the index). */
    async list(
      project: string,
      range: { fromdate?: string | undefined; todate?: string | undefined },
    ): Promise<M[]> {
      const items = await queryAll<Row>({
        index: 'gsi1',
        pk: byDate(project),
        between: [range.fromdate ?? '0000-00-00', `${range.todate ?? '9999-12-31'}#~`],
        ascending: false,
      });
      return items.map((item) => withoutKeys(item) as unknown as M);
    },

    /** Live masters of a job order. */
    async ofJobOrder(project: string, jobordno: string): Promise<M[]> {
      const items = await queryAll<Row>({
        index: 'gsi2',
        pk: jobOrderPk(project, jobordno),
        beginsWith: `${type}#`,
      });
      return items.filter((item) => !item['deldate']).map((item) => withoutKeys(item) as unknown as M);
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
        ...saved.lines.map((line): TransactItem => ({
          Put: {
            TableName: tableName(),
            Item: {
              pk: pk(project, saved.master.docnumbr),
              sk: lineSortKey(line.serlnumb),
              entity: `${entity}Line`,
              ...line,
            },
          },
        })),
        ...(previous?.lines ?? [])
          .filter((line) => !used.has(line.serlnumb))
          .map((line): TransactItem => ({
            Delete: {
              TableName: tableName(),
              Key: { pk: pk(project, saved.master.docnumbr), sk: lineSortKey(line.serlnumb) },
            },
          })),
      ];
    },

    /** Soft delete, out of both lists, conditional on the version read. */
    deleteItem(project: string, master: M, deletion: { deluser: string; deldate: string }): TransactItem {
      return softDeleteItem({ pk: pk(project, master.docnumbr), sk: 'MASTER' }, master.version, deletion);
    },
  };
}

export type DocumentStore<M extends DocumentMasterShape, L extends { serlnumb: number }> = ReturnType<
  typeof documentStore<M, L>
>;
