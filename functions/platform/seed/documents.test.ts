import { describe, expect, it } from 'vitest';
import { invoicePastStage } from '@fleet/shared/accounts/maintenance-invoice';
import { garages } from './workshop.ts';
import { vendors } from './organisation.ts';
import { daysBefore, demoDocumentItems, demoDocuments } from './documents.ts';

const today = '2026-11-21';

describe('unit: seed demo documents', () => {
  it('builds the same documents for the same project and day', () => {
    expect(demoDocuments('MOI', today)).toEqual(demoDocuments('MOI', today));
    expect(demoDocuments('KPTC', today)).not.toEqual(demoDocuments('MOI', today));
  });

  it('has 8 job orders per project and the work of issue 25, some at or before 1202 and some past it', () => {
    // A delivered job order (1227) is in the accounts phase, open for invoicing again (issue 13).
    const pastStage: Record<string, number> = { MOI: 5, KPTC: 6 };
    const count: Record<string, number> = { MOI: 10, KPTC: 11 };
    for (const project of ['MOI', 'KPTC']) {
      const { jobOrders } = demoDocuments(project, today);
      expect(jobOrders).toHaveLength(count[project]!);
      expect(jobOrders.filter((header) => invoicePastStage(header.statuscde))).toHaveLength(
        pastStage[project]!,
      );
      expect(jobOrders[0]?.jobordno).toBe('JO-2026-00001');
    }
  });

  it('has 12 invoices over the last 30 days, numbered in date order, some linked past the stage', () => {
    // Act
    const { invoices, jobOrders } = demoDocuments('MOI', today);
    const statusOf = new Map(jobOrders.map((header) => [header.jobordno, header.statuscde]));

    // Assert
    expect(invoices).toHaveLength(12);
    const masters = invoices.map((invoice) => invoice.master);
    expect(masters.map((master) => master.carinvno)).toEqual(
      Array.from({ length: 12 }, (_, index) => `MI-2026-${String(index + 1).padStart(5, '0')}`),
    );
    for (const master of masters) {
      expect(master.carinvdt >= daysBefore(today, 29) && master.carinvdt <= today).toBe(true);
      expect(garages.some((garage) => garage.garageid === master.garage)).toBe(true);
      expect(vendors.some((vendor) => vendor.vendcode === master.vendor)).toBe(true);
      expect(master.netval).toBeGreaterThan(0);
    }
    const linked = masters.filter((master) => master.jobordno);
    expect(linked).toHaveLength(6);
    expect(linked.filter((master) => invoicePastStage(statusOf.get(master.jobordno)))).toHaveLength(3);
    for (const master of linked) {
      const header = jobOrders.find((candidate) => candidate.jobordno === master.jobordno);
      expect(header && header.joborddat <= master.carinvdt).toBe(true);
      expect(master.vehicleno).toBe(header?.vehicleno);
    }
  });

  it('numbers across a new year per year, and raises the counters to the last numbers', () => {
    // Act: job orders go back 38 days, invoices 29 days, from 10 January.
    const { invoices, counters } = demoDocuments('MOI', '2027-01-10');

    // Assert
    expect(invoices[0]?.master.carinvno).toBe('MI-2026-00001');
    expect(invoices.at(-1)?.master.carinvno).toMatch(/^MI-2027-000\d\d$/);
    expect(counters).toEqual(
      expect.arrayContaining([
        { name: 'CARINV#2026', value: expect.any(Number) },
        { name: 'CARINV#2027', value: expect.any(Number) },
        { name: 'JO#2026', value: expect.any(Number) },
        { name: 'JO#2027', value: expect.any(Number) },
      ]),
    );
    expect(counters.filter((c) => c.name.startsWith('CARINV#')).reduce((sum, c) => sum + c.value, 0)).toBe(
      12,
    );
  });

  it('stores every item under its project with unique keys', () => {
    // Act
    const items = demoDocumentItems('KPTC', demoDocuments('KPTC', today));

    // Assert
    expect(new Set(items.map((item) => `${item.pk}|${item.sk}`)).size).toBe(items.length);
    for (const item of items) expect(item.pk).toMatch(/^KPTC#(JO|CARINV|JOSTATUS|VEH|WORK)#/);
  });

  it('gives each job order its walked history, a status index row and, while open, the vehicle lock', () => {
    // Act
    const items = demoDocumentItems('MOI', demoDocuments('MOI', today));

    // Assert
    const headers = items.filter((item) => item['entity'] === 'jobOrderHeader');
    const first = headers[0]!;
    const history = items.filter((item) => item.pk === first.pk && String(item.sk).startsWith('HIST#'));
    expect(history.map((item) => item['toStatus'])).toEqual([1195]);
    const assigned = headers.find((header) => header['statuscde'] === 1197)!;
    const walked = items.filter((item) => item.pk === assigned.pk && String(item.sk).startsWith('HIST#'));
    expect(walked.map((item) => item['toStatus'])).toEqual([1195, 1196, 1197]);
    expect(items.filter((item) => item['entity'] === 'jobOrderAtStatus')).toHaveLength(headers.length);
    const open = headers.filter((header) => header['state'] === 'open');
    expect(open).toHaveLength(headers.length - 1);
    expect(items.filter((item) => item['entity'] === 'vehicleOpenJobOrder')).toHaveLength(open.length);
    expect(first['kind']).toBe('MOI');
  });

  it('walks a job order waiting for parts through the garage and remembers the status to release it to', () => {
    // Act
    const items = demoDocumentItems('MOI', demoDocuments('MOI', today));

    // Assert
    const waiting = items.find((item) => item['entity'] === 'jobOrderHeader' && item['statuscde'] === 1228)!;
    const history = items.filter((item) => item.pk === waiting.pk && String(item.sk).startsWith('HIST#'));
    expect(history.map((item) => item['toStatus']).slice(-5)).toEqual([1215, 1235, 1216, 1236, 1228]);
    expect(waiting['heldfrom']).toBe(1236);
  });

  it('closes a delivered job order: no lock and no status index row', () => {
    // Act
    const items = demoDocumentItems('KPTC', demoDocuments('KPTC', today));

    // Assert
    const delivered = items.find(
      (item) => item['entity'] === 'jobOrderHeader' && item['statuscde'] === 1227,
    )!;
    expect(delivered['state']).toBe('closed');
    const locks = items.filter((item) => item['entity'] === 'vehicleOpenJobOrder');
    expect(locks.map((lock) => lock['jobordno'])).not.toContain(delivered['jobordno']);
  });
});
