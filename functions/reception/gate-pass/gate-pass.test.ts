import { messages } from '@fleet/shared';
import { describe, expect, it } from 'vitest';
import type { GatePassIn } from '@fleet/shared/reception/gate-pass';
import {
  assertDeletable,
  composeAssignment,
  composeGatePassIn,
  composeGatePassOut,
  gatePassInHeader,
  kuwaitDay,
} from './gate-pass.ts';
import { testJobOrder } from '../../engines/status/test/testing.ts';

const header = testJobOrder({
  statuscde: 1202,
  version: 3,
  moijobord: 'M-1',
  jobtimin: '2026-02-01T06:00:00.000Z',
  empcdetech: 'E1005',
  emplname: 'Tech',
  checkedinby: 'supervisor',
  checkindt: '2026-02-02T06:00:00.000Z',
  remarksin: 'In',
});

// 22:30 UTC is already the next day in Kuwait (UTC+3).
const now = new Date('2026-02-02T22:30:00.000Z');

describe('unit: gate pass rules', () => {
  it('dates a gate pass by the Kuwait calendar day', () => {
    expect(kuwaitDay(now)).toBe('2026-02-03');
  });

  it('composes a new gate pass in from the job order, defaulting the check-in time to now', () => {
    const pass = composeGatePassIn({ jobordno: header.jobordno, remarksin: 'Dent' }, header, {
      docnumbr: 'GPI-2026-00001',
      user: 'supervisor',
      now,
    });

    expect(pass).toMatchObject({
      docnumbr: 'GPI-2026-00001',
      kind: 'in',
      gatepassdt: '2026-02-03',
      JobOrderDate: '2026-02-01',
      moijobord: 'M-1',
      empcdetech: 'E1005',
      checkedinby: 'supervisor',
      checkindt: now.toISOString(),
      remarksin: 'Dent',
      prevstatus: 1202,
      version: 1,
    });
  });

  it('keeps the creation facts of an edited gate pass in and counts its version up', () => {
    const stored = composeGatePassIn({ jobordno: header.jobordno, remarksin: 'a' }, header, {
      docnumbr: 'GPI-2026-00001',
      user: 'supervisor',
      now: new Date('2026-01-01T08:00:00.000Z'),
    });
    const edited = composeGatePassIn(
      { jobordno: header.jobordno, remarksin: 'b' },
      { ...header, statuscde: 1205 },
      { docnumbr: stored.docnumbr, user: 'admin', now },
      stored,
    );

    expect(edited).toMatchObject({
      gatepassdt: '2026-01-01',
      checkedinby: 'supervisor',
      prevstatus: 1202,
      version: 2,
    });
  });

  it('refuses an edit that names another job order', () => {
    const stored = { jobordno: 'JO-OTHER', version: 1 } as GatePassIn;
    expect(() =>
      composeGatePassIn(
        { jobordno: header.jobordno, remarksin: '' },
        header,
        { docnumbr: 'x', user: 'u', now },
        stored,
      ),
    ).toThrow(messages.gatePassOtherJobOrder);
  });

  it('composes a gate pass out with the check-in side from the job order and the caller checking out', () => {
    const pass = composeGatePassOut(
      { jobordno: header.jobordno, checkoutdt: '2026-02-03T05:00:00.000Z', remarksout: 'Done' },
      { ...header, statuscde: 1208 },
      { docnumbr: 'GPO-2026-00001', user: 'reception', now },
    );

    expect(pass).toMatchObject({
      kind: 'out',
      checkedinby: 'supervisor',
      checkindt: '2026-02-02T06:00:00.000Z',
      remarksin: 'In',
      checkedoutby: 'reception',
      checkoutdt: '2026-02-03T05:00:00.000Z',
      remarksout: 'Done',
      prevstatus: 1208,
    });
  });

  it('composes a team leader assignment numbered by its job order', () => {
    const assignment = composeAssignment(
      { jobordno: header.jobordno, remarks: 'r' },
      { usercode: 'teamleader', username: 'Team Leader' },
      { ...header, statuscde: 1207 },
      { user: 'supervisor', now },
    );

    expect(assignment).toMatchObject({
      docnumbr: header.jobordno,
      teamleader: 'teamleader',
      teamleadername: 'Team Leader',
      prevstatus: 1207,
      assigndt: '2026-02-03',
      version: 1,
    });
  });

  it('allows a delete only while the job order is at the document status', () => {
    expect(() => assertDeletable(1205, 1205)).not.toThrow();
    expect(() => assertDeletable(1205, 1207)).toThrow(messages.gatePassDeletePastStage);
    expect(() => assertDeletable(1205, undefined)).toThrow(messages.gatePassDeletePastStage);
  });

  it('clears the header fields a deleted gate pass set', () => {
    expect(gatePassInHeader(null)).toEqual({ checkedinby: '', checkindt: '', remarksin: '' });
  });
});
