import { beforeAll, describe, expect, it } from 'vitest';
import { sumKwd } from '@fleet/shared/engines/amounts';
import { detailTypes } from '@fleet/shared';
import { documentNumber, buildDocuments, inspectionWorkshops, planDocuments } from './documents.ts';
import { buildJobOrder, scaleJobOrderNumber } from './items.ts';
import { planYear, plannedMoves, type ScaleOptions } from './plan.ts';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'fleet-test';
});

const options: ScaleOptions = {
  project: 'MOI',
  year: 2025,
  jobOrders: 400,
  seed: 'unit',
  asOf: '2025-12-31T20:59:59.999Z',
};
const plan = planYear(options);
const numbers = { GARINSP: 'GI-2025-00001', CARINV: 'MI-2025-00001', TIO: 'TIO-2025-00001' } as const;

function built(index: number) {
  const planned = plan[index]!;
  const moves = plannedMoves(options, planned);
  const documents = planDocuments(options, planned, moves);
  const jobOrder = buildJobOrder(options, planned, scaleJobOrderNumber(options, 1, index), {
    moves,
    workshops: inspectionWorkshops(documents),
  });
  const written = buildDocuments(options.project, jobOrder.header, documents, {
    ...numbers,
    FIN: 'FIN-2025-00001',
    JSB: 'JSB-2025-00001',
  });
  return { moves, documents, jobOrder, written };
}

describe('seed at scale: the documents of a job order', () => {
  it('writes each document only when the timeline reached its step, on that step', () => {
    // Act
    const all = plan.map((_, index) => built(index));

    // Assert
    for (const { moves, documents } of all) {
      const steps = new Set(moves.map((move) => move.step));
      expect(documents.at.GARINSP !== undefined).toBe(steps.has('garageInspection'));
      expect(documents.at.FIN !== undefined).toBe(steps.has('finalInvoice'));
      if (documents.at.TIO !== undefined)
        expect(documents.at.TIO).toBe(moves.find((move) => move.step === 'threeInOne')!.at);
    }
    const share = (kind: 'GARINSP' | 'CARINV' | 'TIO') =>
      all.filter(({ documents }) => documents.at[kind] !== undefined).length / all.length;
    expect(share('GARINSP')).toBeGreaterThan(0.8);
    expect(share('CARINV')).toBeGreaterThan(0.15);
    expect(share('TIO')).toBeGreaterThan(0.5);
  });

  it('costs the 3-in-1 from the finished repair lines and the outside work, in KWD with 3 decimals', () => {
    // Arrange
    const sample = plan
      .map((_, index) => built(index))
      .find(({ documents }) => documents.at.CARINV !== undefined && documents.at.TIO !== undefined)!;

    // Act
    const master = (type: string) =>
      sample.written.items.find((item) => item.pk.includes(`#${type}#`) && item.sk === 'MASTER')!;
    const lines = sample.written.items.filter(
      (item) => item.pk.includes('#GARINSP#') && item.sk !== 'MASTER',
    );
    const tio = master('TIO');

    // Assert
    expect(lines.length).toBe(sample.documents.repairs.length);
    expect(lines.every((line) => line['repstatus'] === 'finished')).toBe(true);
    expect(tio['labourval']).toBe(sumKwd(lines.map((line) => Number(line['laborcost']))));
    expect(tio['outsideval']).toBe(master('CARINV')['netval']);
    expect(Number(tio['totalval'])).toBeGreaterThan(0);
    expect(Math.round(Number(tio['totalval']) * 1000)).toBe(Number(tio['totalval']) * 1000);
    // The header names the inspection's workshops from the inspection on (the durations by workshop).
    const history = sample.jobOrder.history as unknown as Record<string, unknown>[];
    const inspected = history.findIndex((entry) => entry['toStatus'] === 1210);
    expect(history[inspected - 1]!['workshops']).toBeUndefined();
    expect(history[inspected]!['workshops']).toEqual(inspectionWorkshops(sample.documents));
    // The events its writes publish: repair lines, money, document totals.
    const types = new Set(sample.written.events.map((event) => event.detailType));
    expect(types).toEqual(
      new Set([detailTypes.repairLinesChanged, detailTypes.amountPosted, detailTypes.documentTotalsChanged]),
    );
  });

  it('is the same for the same seed', () => {
    // Act
    const again = built(11);

    // Assert
    expect(again.written.items).toEqual(built(11).written.items);
    expect(documentNumber('GARINSP', '2025', 12)).toBe('GI-2025-00012');
    expect(documentNumber('TIO', '2026', 3)).toBe('TIO-2026-00003');
  });
});
