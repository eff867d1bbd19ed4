import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  assignTechnicianBody,
  canComplete,
  nextServiceDate,
  stageAfterTaskUpdate,
  stickerItemBody,
  stickerMakeBody,
  summarize,
  summaryQuery,
  taskUpdateBody,
  technicianMayUpdate,
} from './stickers.ts';
import { workflowSteps } from '../engines/workflow.ts';

const task = (done: boolean) => ({
  taskid: 'T01',
  taskname: 'Oil',
  tasknamear: '',
  done,
  donedt: '',
  doneby: '',
});

describe('sticker rules', () => {
  it('completes only at the technician with every task done', () => {
    expect(canComplete({ stage: 'inprogress', tasks: [task(true), { ...task(true), taskid: 'T02' }] })).toBe(
      true,
    );
    expect(canComplete({ stage: 'inprogress', tasks: [task(true), { ...task(false), taskid: 'T02' }] })).toBe(
      false,
    );
    expect(canComplete({ stage: 'technician', tasks: [] })).toBe(false);
    expect(canComplete({ stage: 'teamlead', tasks: [task(true)] })).toBe(false);
    expect(canComplete({ stage: 'completed', tasks: [task(true)] })).toBe(false);
  });

  it('starts the work on the first technician update and lets the technician change only open work', () => {
    expect(stageAfterTaskUpdate('technician')).toBe('inprogress');
    expect(stageAfterTaskUpdate('inprogress')).toBe('inprogress');
    expect(technicianMayUpdate('technician')).toBe(true);
    expect(technicianMayUpdate('inprogress')).toBe(true);
    expect(technicianMayUpdate('completed')).toBe(false);
    expect(technicianMayUpdate('teamlead')).toBe(false);
  });

  it('proposes the next service date months ahead, clamped to the month end', () => {
    expect(nextServiceDate('2026-01-15', 3)).toBe('2026-04-15');
    expect(nextServiceDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(nextServiceDate('2026-11-30', 6)).toBe('2027-05-30');
  });

  it('moves the job order along the sticker steps of the workflow', () => {
    expect(workflowSteps.stickerAssignTeamLead.to).toBe(1208);
    expect(workflowSteps.stickerAssignTeamLead.from).toContain(1201);
    expect(workflowSteps.stickerAssignTechnician).toEqual({ to: 1209, from: [1208] });
    expect(workflowSteps.stickerInProgress).toEqual({ to: 1236, from: [1209] });
    expect(workflowSteps.stickerServiceCompleted).toEqual({ to: 1237, from: [1209, 1236] });
  });
});

describe('garage-wise summary', () => {
  it('sums quantities and values per garage and type, counting each job once, in whole fils', () => {
    const rows = summarize([
      { garage: 'G02', garagnam: 'B', jobordno: 'J1', itemtype: 'oil', qty: 1, value: 0.1 },
      { garage: 'G01', garagnam: 'A', jobordno: 'J2', itemtype: 'oil', qty: 2, value: 0.2 },
      { garage: 'G01', garagnam: 'A', jobordno: 'J2', itemtype: 'sparepart', qty: 3, value: 2.5 },
      { garage: 'G01', garagnam: 'A', jobordno: 'J3', itemtype: 'oil', qty: 4, value: 0.1 },
    ]);
    expect(rows).toEqual([
      {
        garage: 'G01',
        garagnam: 'A',
        jobs: 2,
        sparepartqty: 3,
        sparepartvalue: 2.5,
        oilqty: 6,
        oilvalue: 0.3,
        totalqty: 9,
        totalvalue: 2.8,
      },
      {
        garage: 'G02',
        garagnam: 'B',
        jobs: 1,
        sparepartqty: 0,
        sparepartvalue: 0,
        oilqty: 1,
        oilvalue: 0.1,
        totalqty: 1,
        totalvalue: 0.1,
      },
    ]);
    expect(summarize([])).toEqual([]);
  });
});

describe('sticker schemas', () => {
  const oil = { jobordno: 'J', updateId: 'abcdefgh-1', itemtype: 'oil', sparepart: 'X', version: 1 };
  const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('words every refusal from the catalogue', () => {
    expect(first(summaryQuery.safeParse({ fromdate: '2026-02-01', todate: '2026-01-01' }))).toBe(
      messages.stickerDateRange,
    );
    expect(first(summaryQuery.safeParse({ fromdate: '1/1/2026', todate: '2026-01-01' }))).toBe(
      messages.stickerDateInvalid,
    );
    expect(
      first(
        taskUpdateBody.safeParse({ jobordno: 'J', updateId: 'short', taskid: 'T01', done: true, version: 1 }),
      ),
    ).toBe(messages.stickerUpdateIdRequired);
    expect(first(stickerItemBody.safeParse({ ...oil, qty: 1 }))).toBe(messages.stickerItemNameRequired);
    expect(first(stickerItemBody.safeParse({ ...oil, qty: 1000, storecode: 'MAIN' }))).toBe(
      messages.stickerQtyInvalid,
    );
    expect(
      first(assignTechnicianBody.safeParse({ jobordno: 'J', technician: 't', tasks: [], version: 1 })),
    ).toBe(messages.stickerTasksRequired);
    expect(
      first(
        stickerMakeBody.safeParse({ stickercode: 'A B', stickername: 'x', intervalkm: 1, intervalmonths: 1 }),
      ),
    ).toBe(messages.stickerMakeCodeRequired);
    expect(
      first(
        stickerMakeBody.safeParse({ stickercode: 'AB', stickername: 'x', intervalkm: 1, intervalmonths: 61 }),
      ),
    ).toBe(messages.stickerIntervalInvalid);
  });

  it('upper-cases a sticker code and defaults it active', () => {
    expect(
      stickerMakeBody.parse({
        stickercode: ' std-5k ',
        stickername: 'S',
        intervalkm: 5000,
        intervalmonths: 3,
      }),
    ).toMatchObject({
      stickercode: 'STD-5K',
      active: 'Y',
      stickernamear: '',
    });
  });
});
