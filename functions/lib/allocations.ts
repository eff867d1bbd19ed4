/**
 * Allocation records: what the documents of one type take against one source document, per source line
 * (the supplier invoices of an LPO bill its received quantities, the credit invoices of a supplier
 * invoice credit its lines). One item per source document, `{<taken>: {<docnumbr>: {<serlnumb>: amount}},
 * version}`, written at a new version with every save and delete of a taking document, so two documents
 * taking from one source at once cannot both take what is open (the second is a 409). The source's own
 * module reads the record to refuse a change below what others took, without knowing their module.
 *
 * Each record keeps the keys and attribute names it was first stored with (`sourceField`, `takenField`),
 * so records written before this kit read unchanged.
 */
import { getItem, getItems, versionedPut, type TransactItem, conditionCheck } from './db.ts';
import { key } from './table.ts';
import type { Row } from '#lib/db';

export interface Allocation<A> {
  /** The source document's number. */
  source: string;
  /** The amounts by taking document and source line (`serlnumb` as text). */
  taken: Record<string, Record<string, A>>;
  version: number;
}

export interface AllocationKind<A> {
  /** Partition tag: pk `<project>#<type>#<source>`. */
  type: string;
  sk: string;
  entity: string;
  /** Stored attribute of the source's number (`lpono`, `pivno`). */
  sourceField: string;
  /** Stored attribute of the amounts by taking document (`invoices`, `credits`). */
  takenField: string;
  /** Two amounts of one line added up. */
  add: (sum: A, more: A) => A;
}

export function allocationRecord<A>(kind: AllocationKind<A>) {
  const keyOf = (project: string, source: string) => ({
    pk: key.project(project, kind.type, source),
    sk: kind.sk,
  });
  const fromItem = (item: Row): Allocation<A> => ({
    source: String(item[kind.sourceField]),
    taken: (item[kind.takenField] ?? {}) as Allocation<A>['taken'],
    version: Number(item['version']),
  });

  return {
    key: keyOf,

    async read(project: string, source: string): Promise<Allocation<A> | undefined> {
      const { pk, sk } = keyOf(project, source);
      const item = await getItem<Row>(pk, sk);
      return item ? fromItem(item) : undefined;
    },

    /** The records of several sources (one BatchGet), by source; sources without one left out. */
    async readMany(project: string, sources: readonly string[]): Promise<Map<string, Allocation<A>>> {
      if (sources.length === 0) return new Map();
      const items = await getItems<Row>([...new Set(sources)].map((source) => keyOf(project, source)));
      return new Map(items.map((item) => [String(item[kind.sourceField]), fromItem(item)]));
    },

    /** What the taking documents other than `except` take, per source line. */
    takenByOthers(record: Allocation<A> | undefined, except?: string): Map<number, A> {
      const totals = new Map<number, A>();
      for (const [docnumbr, lines] of Object.entries(record?.taken ?? {})) {
        if (docnumbr === except) continue;
        for (const [serlnumb, amount] of Object.entries(lines)) {
          const sum = totals.get(Number(serlnumb));
          totals.set(Number(serlnumb), sum === undefined ? amount : kind.add(sum, amount));
        }
      }
      return totals;
    },

    /** The taking documents that take something (sorted). */
    takers(record: Allocation<A> | undefined): string[] {
      return Object.entries(record?.taken ?? {})
        .filter(([, lines]) => Object.keys(lines).length > 0)
        .map(([docnumbr]) => docnumbr)
        .sort();
    },

    /** The record with `docnumbr`'s amounts set (undefined: removed), at the next version. */
    put(
      project: string,
      source: string,
      previous: Allocation<A> | undefined,
      docnumbr: string,
      amounts: Record<string, A> | undefined,
    ): TransactItem {
      const taken = { ...(previous?.taken ?? {}) };
      if (amounts) taken[docnumbr] = amounts;
      else delete taken[docnumbr];
      return versionedPut(
        {
          ...keyOf(project, source),
          entity: kind.entity,
          [kind.sourceField]: source,
          [kind.takenField]: taken,
          version: (previous?.version ?? 0) + 1,
        },
        previous?.version,
      );
    },

    /**
     * The record must still be as read (absent: still absent), so a change of the source checked against
     * it cannot cross a taking document's save (a 409).
     */
    unchanged(project: string, source: string, previous: Allocation<A> | undefined): TransactItem {
      return previous
        ? conditionCheck(
            keyOf(project, source),
            '#version = :version',
            { ':version': previous.version },
            { '#version': 'version' },
          )
        : conditionCheck(keyOf(project, source), 'attribute_not_exists(pk)');
    },
  };
}
