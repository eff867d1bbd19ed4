import { describe, expect, it } from 'vitest';
import { repairLinesChanged, type RepairLinesChanged } from '@fleet/shared/engines/events-schema';
import { repairDeltas, repairLinesChangedEvent } from './repairs.ts';

const line = (wrkshpid: string, mainrepid: string, subrepid: string) => ({ wrkshpid, mainrepid, subrepid });

const change = (overrides: Partial<RepairLinesChanged> = {}): RepairLinesChanged => ({
  eventId: 'r-1',
  project: 'MOI',
  jobordno: 'JO-1',
  openedAt: '2026-02-27',
  garage: 'G1',
  vehmake: 'TOY',
  vehmodel: 'TOY01',
  before: [],
  after: [],
  user: 'u',
  at: '2026-03-10T08:00:00.000Z',
  ...overrides,
});

const item = (deltas: ReturnType<typeof repairDeltas>, sk: string) =>
  deltas.find((delta) => delta.pk === 'MOI#PROJ#REPAIR' && delta.sk === sk)?.add;

describe('unit: repair projection rules', () => {
  it('counts each distinct repair once per job order in the opening buckets of every filter subset', () => {
    const deltas = repairDeltas(
      change({ after: [line('W1', 'M1', 'S1'), line('W1', 'M1', 'S1'), line('W2', 'M2', 'S2')] }),
    );

    expect(deltas).toHaveLength(12);
    expect(item(deltas, '*#M#2026-02')).toEqual({ 'r:W1:M1:S1': 1, 'r:W2:M2:S2': 1 });
    expect(item(deltas, 'g=G1;m=TOY;mo=TOY01#D#2026-02-27')).toEqual({ 'r:W1:M1:S1': 1, 'r:W2:M2:S2': 1 });
  });

  it('moves only what changed: a removed repair -1, an added one +1, unchanged nothing', () => {
    const deltas = repairDeltas(
      change({
        before: [line('W1', 'M1', 'S1'), line('W1', 'M1', 'S2')],
        after: [line('W1', 'M1', 'S1'), line('W3', 'M3', 'S3')],
      }),
    );

    expect(item(deltas, 'g=G1#M#2026-02')).toEqual({ 'r:W3:M3:S3': 1, 'r:W1:M1:S2': -1 });
    expect(
      repairDeltas(change({ before: [line('W1', 'M1', 'S1')], after: [line('W1', 'M1', 'S1')] })),
    ).toEqual([]);
  });

  it('builds the outbox event from a header and its lines', () => {
    const event = repairLinesChangedEvent(
      'MOI',
      { jobordno: 'JO-1', joborddat: '2026-02-27', garage: 'G1', vehmakid: 'TOY', vehmodid: '' },
      {
        before: [],
        after: [{ wrkshpid: 'W1', mainrepid: 'M1', subrepid: 'S1', remarks: 'x' }, { wrkshpid: 'W2' }],
      },
      'inspector',
      '2026-03-10T08:00:00.000Z',
    );

    expect(event.detailType).toBe('RepairLinesChanged');
    expect(repairLinesChanged.parse(event.detail)).toMatchObject({
      openedAt: '2026-02-27',
      garage: 'G1',
      vehmake: 'TOY',
      before: [],
      after: [line('W1', 'M1', 'S1')],
    });
    expect(event.detail).not.toHaveProperty('vehmodel');
  });
});
