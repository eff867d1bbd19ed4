/**
 * Demo documents of a project: job order headers with varied statuses (some still at or before Assign
 * Technician at Reception, some past it) and maintenance invoices over the last 30 days, some linked
 * to those job orders. Pure: the same items for the same project and day. Dates count back from the
 * day the seed runs, so the list's default filter window always shows some.
 */
import type { StoredItem } from '#lib/db';
import type { StoredJobOrderHeader } from '../../engines/status/headers.ts';
import { demoStatusPath, jobOrderItems } from '../../engines/status/engine.ts';
import { jobOrderCounter, jobOrderNumber } from '../../engines/status/numbers.ts';
import { invoiceItems } from '../../accounts/maintenance-invoice/data.ts';
import {
  composeInvoice,
  invoiceCounter,
  invoiceNumber,
  priceSave,
  type ComposedInvoice,
} from '../../accounts/maintenance-invoice/invoice.ts';
import { invoiceSaveRequest } from '@fleet/shared/accounts/maintenance-invoice';
import { fleetOf, seededHeaderOf, seededRandom } from './fleet.ts';
import { companiesOf, vendors } from './organisation.ts';
import { spareParts } from './parts.ts';
import { garages } from './workshop.ts';

export interface DemoDocuments {
  jobOrders: StoredJobOrderHeader[];
  invoices: ComposedInvoice[];
  /** Counters that must be at least these values so new numbers continue after the seeded ones. */
  counters: { name: string; value: number }[];
}

const dayMs = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` that many days before `today` (also YYYY-MM-DD). */
export function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);
}

/**
 * Job order statuses per project: the first four at or before 1202, the next four past it (an
 * estimation waiting for MOI at 1235, one over 250 KWD waiting for the KD250 approval at 1256).
 */
const jobOrderStatusCodes: Record<string, number[]> = {
  MOI: [1195, 1197, 1201, 1202, 1205, 1235, 1228, 1231],
  KPTC: [1201, 1202, 1201, 1202, 1204, 1256, 1222, 1227],
};

/** Days before today of each job order and each invoice. */
const jobOrderAge = [38, 33, 28, 23, 18, 13, 8, 3];

/**
 * Job orders after the first eight, so that "My work" (issue 25) shows every demo role something in
 * every project it is in (with the stickers, the estimations and the procurement of the seed; the
 * MOI one delivered gets a petty cash waiting for the third level, functions/platform/seed/work.ts): status,
 * days before today, garage (in the garages of the demo users it waits for).
 */
const workJobOrders: Record<string, { status: number; age: number; garage: string }[]> = {
  // The KD250 approval (kptcapprover); a delivered job order for the accounts (accountant, thirdapprover).
  MOI: [
    { status: 1256, age: 11, garage: 'G01' },
    { status: 1227, age: 16, garage: 'G01' },
  ],
  // The garage's final QC (inspector), parts (storekeeper, teamleader), delivery approval (garageapprover).
  KPTC: [
    { status: 1230, age: 6, garage: 'G01' },
    { status: 1228, age: 9, garage: 'G01' },
    { status: 1223, age: 4, garage: 'G02' },
  ],
};
const invoiceAge = [29, 27, 24, 22, 19, 16, 13, 10, 7, 5, 2, 0];
/** Invoice index -> job order index it is linked to (the job order is always older). */
const invoiceLinks: Record<number, number> = { 2: 0, 4: 1, 6: 3, 8: 4, 9: 5, 11: 6 };

const remarksPool = [
  'Periodic service parts',
  'Brake job, parts supplied by the vendor',
  'Urgent replacement, vehicle off the road',
  '',
  'As per quotation',
  '',
];

/** Numbers `<prefix>-<year>-<nnnnn>` in date order, counted per year; also the counters' final values. */
function numberByYear(dates: readonly string[], format: (year: string, sequence: number) => string) {
  const perYear = new Map<string, number>();
  const numbers = dates.map((date) => {
    const year = date.slice(0, 4);
    const sequence = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, sequence);
    return format(year, sequence);
  });
  return { numbers, perYear };
}

export { jobOrderCounter, jobOrderNumber };

function demoJobOrders(project: string, today: string) {
  const fleet = fleetOf(project);
  const companies = companiesOf(project);
  const work = workJobOrders[project] ?? [];
  const statuses = [
    ...(jobOrderStatusCodes[project] ?? jobOrderStatusCodes['KPTC']!),
    ...work.map((entry) => entry.status),
  ];
  const dates = [...jobOrderAge, ...work.map((entry) => entry.age)].map((age) => daysBefore(today, age));
  const { numbers, perYear } = numberByYear(dates, jobOrderNumber);
  const headers = dates.map((joborddat, index): StoredJobOrderHeader => {
    const vehicle = fleet[index]!;
    const workGarage = work[index - jobOrderAge.length]?.garage;
    const garage = garages.find((candidate) => candidate.garageid === workGarage) ?? garages[index % 4]!;
    return {
      jobordno: numbers[index]!,
      joborddat,
      ...seededHeaderOf(vehicle, garage),
      companynm: companies.find((company) => company.compcode === vehicle.compcode)?.companynm ?? '',
      statuscde: statuses[index]!,
      version: 1,
    };
  });
  return { headers, perYear };
}

function demoInvoices(project: string, today: string, jobOrders: readonly StoredJobOrderHeader[]) {
  const random = seededRandom(`invoices:${project}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const dates = invoiceAge.map((age) => daysBefore(today, age));
  const { numbers, perYear } = numberByYear(dates, invoiceNumber);
  const invoices = dates.map((carinvdt, index) => {
    const jobOrder = invoiceLinks[index] === undefined ? undefined : jobOrders[invoiceLinks[index]];
    const garage = jobOrder
      ? garages.find((candidate) => candidate.garageid === jobOrder.garage)!
      : pick(garages.slice(0, 4));
    const vendor = pick(vendors);
    const request = invoiceSaveRequest.parse({
      status: 'ADD',
      voucherno: `PV-${carinvdt.slice(0, 4)}-${String(301 + index * 7).padStart(4, '0')}`,
      voucherdate: carinvdt,
      garage: garage.garageid,
      vendor: vendor.vendcode,
      remarks: pick(remarksPool),
      jobordno: jobOrder?.jobordno ?? '',
      totdiscperc: pick([0, 0, 0, 2.5, 5]),
      details: Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const part = pick(spareParts);
        return {
          sparepart: part.sparepart,
          sparenam: part.sparenam,
          spareuom: part.spareuom,
          qty: part.spareuom === 'LTR' ? pick([3.5, 4, 5.25]) : 1 + Math.floor(random() * 4),
          unitprice: part.sparepric,
          workdisc: pick([0, 0, 5, 10]),
        };
      }),
    });
    const carinvno = numbers[index]!;
    const carinvtm = `${String(8 + Math.floor(random() * 8)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00`;
    return composeInvoice(
      request,
      priceSave(request),
      {
        garagnam: garage.garagnam,
        garagnamar: garage.garagnamar,
        vendname: vendor.vendname,
        vendnamear: vendor.vendnamear,
        ...(jobOrder ? { jobOrder } : {}),
      },
      {
        carinvno,
        carinvdt,
        carinvtm,
        cretuser: 'accountant',
        moduser: '',
        moddate: '',
        timstamp: `${carinvdt}T${carinvtm}+03:00`,
        version: 1,
      },
    );
  });
  return { invoices, perYear };
}

/** The demo job orders and invoices of a project for the day `today` (YYYY-MM-DD, Kuwait). */
export function demoDocuments(project: string, today: string): DemoDocuments {
  const jobOrders = demoJobOrders(project, today);
  const invoices = demoInvoices(project, today, jobOrders.headers);
  return {
    jobOrders: jobOrders.headers,
    invoices: invoices.invoices,
    counters: [
      ...[...jobOrders.perYear].map(([year, value]) => ({ name: jobOrderCounter(year), value })),
      ...[...invoices.perYear].map(([year, value]) => ({ name: invoiceCounter(year), value })),
    ],
  };
}

/** The table items of `demoDocuments`. */
export function demoDocumentItems(project: string, documents: DemoDocuments): StoredItem[] {
  return [
    ...documents.jobOrders.flatMap((header) => {
      const kind = project === 'MOI' ? 'MOI' : 'KPTC';
      const path = demoStatusPath(kind, header.statuscde);
      const state = header.statuscde === 1227 ? 'closed' : 'open';
      const assigned = path.includes(1196) ? { inspector: 'inspector', inspectorname: 'Ahmed Al-Hajri' } : {};
      // A held job order (on hold, waiting for parts) is released back to the status it was held at.
      const held = [1228, 1229].includes(header.statuscde) ? { heldfrom: path.at(-2)! } : {};
      const { statuscde: _status, ...rest } = header;
      return jobOrderItems(
        project,
        {
          ...rest,
          ...assigned,
          ...held,
          kind,
          state,
          servicetype: 'main',
          custwait: 'N',
          jobtimin: `${header.joborddat}T07:30:00.000Z`,
          loginuserIn: 'reception',
        },
        path,
        { user: 'reception', startAt: `${header.joborddat}T07:30:00.000Z` },
      );
    }),
    ...documents.invoices.flatMap((invoice) => invoiceItems(project, invoice)),
  ];
}
