/**
 * Scrap spares calls as read -> rules -> one write. The removed parts are received into the scrap store
 * through the stock ledger at no value; an edit reverses the stored lines and receives the new ones in
 * the same posting; a delete reverses them (shared/src/garage/scrap-spares.ts).
 */
import type { z } from 'zod';
import { formatMessage, messages } from '@fleet/shared';
import {
  duplicateItem,
  scrapMaxLines,
  scrapStore,
  type InsertScrabSparesParsed,
  type ScrapLine,
  type ScrapPage,
  type ScrapSpares,
  type ScrapWritten,
  type scrapListQuery,
} from '@fleet/shared/garage/scrap-spares';
import { garagePhase } from '@fleet/shared/engines/workflow';
import { kuwaitClock } from '#lib/clock';
import { transactWrite } from '#lib/db';
import { BadRequestError, ConflictError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { requireJobOrderCore } from '../../engines/status/engine.ts';
import {
  outboxPuts,
  postNumbered,
  postToLedger,
  type LedgerLine,
  type StockWrite,
} from '../../engines/stock/ledger.ts';
import { assertKnownItems, partLineOf, readCatalog } from '../../engines/masters/catalog.ts';
import { ledgerItemOf, postingBy } from '../../engines/stock/plan.ts';
import { scrapNumbering, scrapPk } from './data.ts';
import { scraps } from '../../engines/document-stores.ts';
import { fieldsOf } from '#lib/attributes';

export const readScrap = (caller: Caller, docnumbr: string): Promise<ScrapSpares> =>
  scraps.require(caller.project, docnumbr);

/** `getScrabSparesList`: newest first, paged, filled up to `limit` when the job order filter drops rows. */
export async function scrapList(caller: Caller, query: z.output<typeof scrapListQuery>): Promise<ScrapPage> {
  const jobordno = query.jobordno?.toUpperCase();
  const page = await scraps.pageWhere(
    caller.project,
    query,
    (row) => !jobordno || row.jobordno.toUpperCase().includes(jobordno),
  );
  return { ...page, items: page.items.map(({ lines: _lines, ...row }) => row) };
}

/** The ledger lines that take a stored document's scrap back out of the scrap store. */
function reversalLines(scrap: ScrapSpares, vehmakids: Map<string, string>): LedgerLine[] {
  return scrap.lines.map((line) => ({
    kind: 'ISSUE',
    ...fieldsOf(scrap, 'storecode storenam'),
    item: ledgerItemOf({ ...line, vehmakid: vehmakids.get(line.sparepart) ?? '' }),
    ...fieldsOf(line, 'qty serlnumb'),
    sk: `${line.movsk}#REV`,
    reversal: true,
  }));
}

/** `insertScrabSpares`: new, or changed at its version (same job order). */
export async function saveScrap(
  caller: Caller,
  body: InsertScrabSparesParsed,
  now: Date,
): Promise<ScrapWritten> {
  const stored = body.docnumbr ? await readScrap(caller, body.docnumbr) : undefined;
  if (stored && stored.version !== body.version) throw new ConflictError();
  if (stored && stored.jobordno !== body.jobordno) throw new BadRequestError(messages.scrapOtherJobOrder);
  if (body.lines.length > scrapMaxLines)
    throw new BadRequestError(formatMessage(messages.scrapTooManyLines, { max: scrapMaxLines }));
  const twice = duplicateItem(body.lines);
  if (twice) throw new BadRequestError(formatMessage(messages.scrapDuplicateItem, { item: twice }));
  const header = await requireJobOrderCore(caller.project, body.jobordno);
  if (header.state !== 'open' || !garagePhase.includes(header.statuscde))
    throw new BadRequestError(
      formatMessage(messages.scrapJobOrderNotInGarage, { jobordno: header.jobordno }),
    );
  const catalog = await readCatalog(caller.project, {
    items: [
      ...body.lines.map((line) => line.sparepart),
      ...(stored?.lines ?? []).map((line) => line.sparepart),
    ],
  });
  assertKnownItems(catalog, body.lines);
  const vehmakids = new Map([...catalog.items.values()].map((part) => [part.sparepart, part.vehmakid]));

  const clock = kuwaitClock(now);
  const version = (stored?.version ?? 0) + 1;
  const lines: ScrapLine[] = body.lines.map((line, index) => {
    const part = catalog.items.get(line.sparepart)!;
    const serlnumb = index + 1;
    return {
      ...partLineOf(serlnumb, part, line),
      movsk: `LINE#V${String(version).padStart(3, '0')}#${String(serlnumb).padStart(3, '0')}`,
    };
  });
  const ledgerLines: LedgerLine[] = [
    ...(stored ? reversalLines(stored, vehmakids) : []),
    ...lines.map((line): LedgerLine => ({
      kind: 'RECEIPT',
      ...fieldsOf(scrapStore, 'storecode storenam'),
      item: ledgerItemOf({ ...line, vehmakid: vehmakids.get(line.sparepart) ?? '' }),
      ...fieldsOf(line, 'qty serlnumb'),
      unitcost: 0,
      sk: line.movsk,
    })),
  ];
  // A new scrap's number is claimed in its posting's transaction (a refused save takes none).
  const scrap: Omit<ScrapSpares, 'docnumbr'> = {
    docdate: stored?.docdate ?? clock.date,
    doctime: stored?.doctime ?? clock.time,
    ...fieldsOf(header, 'jobordno vehicleno vehmaknam garage garagnam'),
    ...fieldsOf(scrapStore, 'storecode storenam'),
    remarks: body.remarks,
    totalqty: lines.reduce((sum, line) => sum + line.qty, 0),
    lines,
    cretuser: stored?.cretuser ?? caller.usercode,
    timstamp: stored?.timstamp ?? now.toISOString(),
    ...(stored ? { moduser: caller.usercode, moddate: now.toISOString() } : {}),
    version,
  };
  const posting = postingBy(caller, now, {
    doctype: 'SCR',
    docdate: scrap.docdate,
    jobordno: header.jobordno,
  });
  const commit = (stock: StockWrite) =>
    transactWrite([
      scraps.put(caller.project, { ...scrap, docnumbr: stock.docnumbr }, stored?.version),
      ...stock.items,
      ...outboxPuts(stock.busEvents),
    ]);
  if (stored) {
    const docpk = scrapPk(caller.project, stored.docnumbr);
    await postToLedger({ ...posting, docnumbr: stored.docnumbr, docpk }, ledgerLines, commit);
    return { docnumbr: stored.docnumbr, version, jobordno: header.jobordno };
  }
  const numbering = scrapNumbering(caller.project, clock.date.slice(0, 4));
  const { docnumbr } = await postNumbered(posting, numbering, ledgerLines, commit);
  return { docnumbr, version, jobordno: header.jobordno };
}

/** `deleteScrabSpares`: takes the scrap back out of the scrap store (refused when it no longer holds it). */
export async function deleteScrap(caller: Caller, docnumbr: string, now: Date) {
  const stored = await readScrap(caller, docnumbr);
  const catalog = await readCatalog(caller.project, { items: stored.lines.map((line) => line.sparepart) });
  const vehmakids = new Map([...catalog.items.values()].map((part) => [part.sparepart, part.vehmakid]));
  const posting = postingBy(caller, now, {
    doctype: 'SCR',
    docnumbr,
    docpk: scrapPk(caller.project, docnumbr),
    jobordno: stored.jobordno,
  });
  await postToLedger(posting, reversalLines(stored, vehmakids), async (stock) =>
    transactWrite([
      scraps.delete(caller.project, stored, { deluser: caller.usercode, deldate: now.toISOString() }),
      ...stock.items,
      ...outboxPuts(stock.busEvents),
    ]),
  );
  return { docnumbr, jobordno: stored.jobordno };
}
