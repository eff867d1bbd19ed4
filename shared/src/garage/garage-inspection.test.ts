import { describe, expect, it } from 'vitest';
import {
  awaitsManagerApproval,
  checkedAtGarageBy,
  finalQcRequest,
  garageWantsManagerApproval,
  inspectionReopenRequest,
  inspectionTotals,
  lockedForManager,
  managerApprovalState,
  repairMove,
  repairPart,
  repairProgress,
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

describe("unit: the workshop manager's approval of a garage inspection (issue 28)", () => {
  const approval = (state: 'pending' | 'approved' | 'rejected') =>
    ({
      round: 1,
      state,
      amount: 7.5,
      requester: 'inspector',
      submittedAt: '',
      decisions: {},
      waitingSince: {},
      lines: {},
    }) as const;

  it('reads the state from the garage setting, the approval and the inspection status', () => {
    expect(managerApprovalState({ inspstatus: 'completed' })).toBe('none');
    expect(
      managerApprovalState({ inspstatus: 'completed', inspmgrapr: 'Y', approval: approval('pending') }),
    ).toBe('waiting');
    expect(
      managerApprovalState({ inspstatus: 'completed', inspmgrapr: 'Y', approval: approval('approved') }),
    ).toBe('approved');
    expect(
      managerApprovalState({ inspstatus: 'inprogress', inspmgrapr: 'Y', approval: approval('rejected') }),
    ).toBe('returned');
    // Reopened: nothing waits until it is completed again.
    expect(
      managerApprovalState({ inspstatus: 'inprogress', inspmgrapr: 'Y', approval: approval('approved') }),
    ).toBe('none');
  });

  it('holds the estimation and the changes while the manager has it', () => {
    expect(awaitsManagerApproval({})).toBe(false);
    expect(awaitsManagerApproval({ inspmgrapr: 'Y', approval: approval('pending') })).toBe(true);
    expect(awaitsManagerApproval({ inspmgrapr: 'Y', approval: approval('approved') })).toBe(false);
    expect(
      lockedForManager({ inspstatus: 'completed', inspmgrapr: 'Y', approval: approval('pending') }),
    ).toBe(true);
    expect(
      lockedForManager({ inspstatus: 'inprogress', inspmgrapr: 'Y', approval: approval('rejected') }),
    ).toBe(false);
    expect(garageWantsManagerApproval({ inspmgrapr: 'Y' })).toBe(true);
    expect(garageWantsManagerApproval({})).toBe(false);
  });

  it('asks a reason to reopen', () => {
    expect(
      inspectionReopenRequest.safeParse({ docnumbr: 'GI-2026-00001', version: 1, reason: ' ' }).error
        ?.issues[0]?.message,
    ).toBe(messages.garageInspectionReopenReasonRequired);
  });

  it("copies a line's repair and labour hours, Arabic names it never kept as empty", () => {
    const repair = {
      wrkshpid: 'WS01',
      wrkshpnam: 'Mechanical',
      mainrepid: 'MR0101',
      mainrepnam: 'Engine',
      subrepid: 'SR010101',
      subrepnam: 'Engine overhaul',
      laborhors: 24,
    };
    const stored = { ...repair, laborcost: 180, remarks: 'noisy', wrkshpnamar: 'الميكانيكا' };
    expect(repairPart(stored)).toEqual({
      ...repair,
      wrkshpnamar: 'الميكانيكا',
      mainrepnamar: '',
      subrepnamar: '',
    });
  });

  it("keeps a started line's progress and resets to not started without one", () => {
    const started = {
      repstatus: 'started' as const,
      startedat: '2026-03-01T08:00:00.000Z',
      finishedat: '',
      repuser: 'tech1',
      acthours: 1.5,
      repremarks: 'waiting for a part',
    };
    const stored = { ...started, serlnumb: 1, remarks: 'brakes' };
    expect(repairProgress(stored)).toEqual(started);
    expect(repairProgress()).toEqual({
      repstatus: '',
      startedat: '',
      finishedat: '',
      repuser: '',
      acthours: 0,
      repremarks: '',
    });
  });
});
