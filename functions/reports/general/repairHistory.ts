/**
 * Detailed repair history (`Reports/getDetailedRepairHistory`, /historyofrepairjobs): the job orders of
 * a plate (its gsi2 list, every date) or of the window (headers by date), within the garages of
 * `usercode` (its profile's garages; a superuser or a profile without garages sees every garage), and
 * the spare parts issued to the job orders of the page: the garage issue vouchers and the store issue
 * vouchers linked to each job order (gsi2 of the job order), read through the stores' data functions.
 */
import { messages } from '@fleet/shared';
import { sumKwd } from '@fleet/shared/engines/amounts';
import {
  reportDate,
  type DetailedRepairHistory,
  type DetailedRepairHistoryQuery,
  type RepairSparePartRow,
} from '@fleet/shared/reports/reports';
import { getUserProfile, normalizeUsercode } from '#lib/caller';
import { kuwaitDay } from '#lib/clock';
import { BadRequestError, ForbiddenError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { dateIndexPage, offsetPage, printedWindow, reportWindow } from '#lib/reports';
import { getGarageIssue } from '../../parts/garage-issue/data.ts';
import { jobOrdersByDate, jobOrdersOfVehicle } from '../../reception/job-orders/data.ts';
import { getVoucher, jobOrderVouchers } from '../../parts/stores/data.ts';
import { progressRow } from './jobOrders.ts';
import type { Row } from '#lib/db';

/** The garages `usercode` may see: undefined = every garage. Another user's needs a superuser. */
async function garagesOfUser(caller: Caller, usercode: string | undefined): Promise<string[] | undefined> {
  const target = usercode ? normalizeUsercode(usercode) : caller.usercode;
  if (target === caller.usercode)
    return caller.superuser || !caller.garages.length ? undefined : caller.garages;
  if (!caller.superuser) throw new ForbiddenError(messages.forbidden);
  const profile = await getUserProfile(target);
  if (!profile) throw new BadRequestError(messages.invalidParameters);
  return profile.superuser === 'Y' || !profile.garages.length ? undefined : profile.garages;
}

/** Spare parts issued to a job order: its garage issues' and store issues' lines. */
async function sparePartsOf(project: string, jobordno: string): Promise<RepairSparePartRow[]> {
  const [garageIssues, storeIssues] = await Promise.all([
    jobOrderVouchers(project, jobordno, 'GIV'),
    jobOrderVouchers(project, jobordno, 'SIV'),
  ]);
  const [giv, siv] = await Promise.all([
    Promise.all(garageIssues.map((master) => getGarageIssue(project, master.docnumbr))),
    Promise.all(storeIssues.map((master) => getVoucher(project, 'SIV', master.docnumbr))),
  ]);
  const line = (
    doc: { doctype: string; docnumbr: string; docdate: string },
    part: Row,
  ): RepairSparePartRow => ({
    jobordno,
    doctype: doc.doctype,
    docnumbr: doc.docnumbr,
    docdate: reportDate(doc.docdate),
    sparepart: String(part['sparepart'] ?? ''),
    sparenam: String(part['sparenam'] ?? ''),
    qty: Number(part['qty'] ?? 0),
    unitcost: Number(part['unitcost'] ?? 0),
    value: Number(part['value'] ?? 0),
  });
  return [
    ...giv.flatMap((issue) =>
      issue
        ? issue.movements
            .filter((move) => !move.reversal)
            .map((move) => line(issue.master, move as unknown as Row))
        : [],
    ),
    ...siv.flatMap((voucher) =>
      voucher && !(voucher.master as unknown as Row)['deldate']
        ? voucher.lines.map((part) => line(voucher.master, part as unknown as Row))
        : [],
    ),
  ];
}

export async function detailedRepairHistory(
  caller: Caller,
  query: DetailedRepairHistoryQuery,
  now: Date,
): Promise<DetailedRepairHistory> {
  const garages = await garagesOfUser(caller, query.usercode);
  const window = reportWindow(query, now);
  const today = kuwaitDay(now);
  const visible = (item: Row) =>
    (!garages || garages.includes(String(item['garage'] ?? ''))) &&
    (!query.garageid || item['garage'] === query.garageid);
  let headers: Row[];
  let cursor: string | undefined;
  if (query.vehicleno) {
    const all = (await jobOrdersOfVehicle(caller.project, query.vehicleno)).filter(visible);
    ({ items: headers, cursor } = offsetPage(all, query.cursor, query.limit));
  } else {
    const page = await dateIndexPage({
      pk: jobOrdersByDate(caller.project),
      window,
      limit: query.limit,
      cursor: query.cursor,
      matches: (item) => (item['entity'] ?? 'jobOrderHeader') === 'jobOrderHeader' && visible(item),
    });
    headers = page.items;
    cursor = page.cursor;
  }
  const jobOrders = headers.map((item) => progressRow(item, today));
  const spareParts = (
    await Promise.all(jobOrders.map((jobOrder) => sparePartsOf(caller.project, jobOrder.jobordno)))
  ).flat();
  return {
    jobOrders,
    spareParts,
    ...(cursor ? { cursor } : {}),
    totals: { value: sumKwd(spareParts.map((part) => part.value)) },
    window: printedWindow(window),
  };
}
