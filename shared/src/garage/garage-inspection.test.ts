import { describe, expect, it } from 'vitest';
import {
  checkedAtGarageBy,
  finalQcRequest,
  inspectionTotals,
  repairMove,
  workshopState,
} from './garage-inspection.ts';
import { messages } from '../platform/messages.ts';

const line = (repstatus: '' | 'started' | 'finished', startedat = '', finishedat = '') => ({
  repstatus,
  startedat,
  finishedat,
});

describe('unit: garage inspection rules', () => {
  it('totals labour hours and cost (KWD in whole fils)', () => {
    expect(
      inspectionTotals([
        { laborhors: 8, laborcost: 60 },
        { laborhors: 1.5, laborcost: 11.255 },
      ]),
    ).toEqual({
      totalhours: 9.5,
      totalcost: 71.255,
    });
  });

  it('moves the repair to 1236 on the first start from 1216 and to 1230 when every line is finished', () => {
    expect(repairMove([line('started'), line('')], 1216)).toBe(1236);
    expect(repairMove([line('started'), line('')], 1236)).toBeUndefined();
    expect(repairMove([line('finished'), line('finished')], 1236)).toBe(1230);
    expect(repairMove([line(''), line('')], 1216)).toBeUndefined();
    // Issue 24 item 5: once parts are issued the repair goes on; where parts wait to be issued it stays.
    expect(repairMove([line('started'), line('')], 1219)).toBe(1236);
    expect(repairMove([line('started'), line('')], 1221)).toBe(1236);
    expect(repairMove([line('started'), line('')], 1218)).toBeUndefined();
    expect(repairMove([line('finished'), line('finished')], 1219)).toBe(1230);
  });

  it("gives a workshop's state from its lines", () => {
    expect(workshopState([line('')], 'initiated')).toEqual({ status: 'inspecting' });
    expect(workshopState([line('')], 'waiting')).toEqual({ status: 'waiting' });
    expect(workshopState([line('started', 't2'), line('started', 't1')], 'completed')).toEqual({
      status: 'inrepair',
      startedAt: 't1',
    });
    expect(workshopState([line('finished', 't1', 't3'), line('finished', 't2', 't4')], 'completed')).toEqual({
      status: 'finished',
      startedAt: 't1',
      finishedAt: 't4',
    });
  });

  it('needs remarks for a failed final QC', () => {
    expect(finalQcRequest.safeParse({ jobordno: 'JO-1', result: 'fail' }).error?.issues[0]?.message).toBe(
      messages.finalQcFailRemarksRequired,
    );
    expect(finalQcRequest.safeParse({ jobordno: 'JO-1', result: 'pass' }).success).toBe(true);
  });
});

describe('unit: final QC by another user (issue 24 item 11)', () => {
  it("refuses MOI's check only to the user who recorded the garage's", () => {
    expect(checkedAtGarageBy({ qcgarby: 'inspector' }, 'inspector')).toBe(true);
    expect(checkedAtGarageBy({ qcgarby: 'inspector' }, 'admin')).toBe(false);
    expect(checkedAtGarageBy({}, 'inspector')).toBe(false);
    expect(checkedAtGarageBy({ qcgarby: '' }, '')).toBe(false);
  });
});
