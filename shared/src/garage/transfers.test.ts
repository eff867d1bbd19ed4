import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  approveStep,
  empTransNumber,
  empTransUndo,
  garageTransNumber,
  insertEmpTransRequest,
  insertGarageTransRequest,
  serviceStepAllowed,
  transferLocked,
} from './transfers.ts';
import { stepAllowed, workflowSteps } from '../engines/workflow.ts';

describe('unit: transfer rules', () => {
  it('numbers garage and employee transfers by year', () => {
    expect(garageTransNumber(2026, 7)).toBe('GT-2026-00007');
    expect(empTransNumber('2026', 12)).toBe('ET-2026-00012');
  });

  it('moves an engine service one stage at a time, never back', () => {
    expect(serviceStepAllowed('SENT', 'SENT')).toBe(true);
    expect(serviceStepAllowed('SENT', 'COMPLETED')).toBe(true);
    expect(serviceStepAllowed('SENT', 'RECEIVED')).toBe(false);
    expect(serviceStepAllowed('COMPLETED', 'RECEIVED')).toBe(true);
    expect(serviceStepAllowed('RECEIVED', 'SENT')).toBe(false);
    expect(transferLocked({ trftype: 'T', servstatus: 'RECEIVED' })).toBe(true);
    expect(transferLocked({ trftype: 'G', servstatus: '' })).toBe(false);
  });

  it('transfers a vehicle in the garage, not one away at a supplier or still at reception', () => {
    expect(workflowSteps.garageTransfer.to).toBe(1252);
    expect(stepAllowed('garageTransfer', 1236)).toBe(true);
    expect(stepAllowed('garageTransfer', 1201)).toBe(false);
    expect(stepAllowed('garageTransfer', 1253)).toBe(false);
    expect(stepAllowed('engineServiceOut', 1216)).toBe(true);
    expect(stepAllowed('engineServiceOut', 1237)).toBe(false);
    expect(stepAllowed('engineServiceCompleted', 1253)).toBe(true);
    expect(stepAllowed('engineServiceCompleted', 1236)).toBe(false);
    expect(stepAllowed('engineServiceReceived', 1237)).toBe(true);
    expect(stepAllowed('engineServiceReceived', 1253)).toBe(false);
  });

  it('asks for the receiving garage of a garage transfer and the supplier of an engine service', () => {
    const garage = insertGarageTransRequest.safeParse({ jobordno: 'JO-1', trftype: 'G' });
    const service = insertGarageTransRequest.safeParse({ jobordno: 'JO-1', trftype: 'T' });
    const half = insertGarageTransRequest.safeParse({ jobordno: 'JO-1', togarage: 'G02', docnumbr: 'GT-1' });
    expect(garage.error?.issues[0]?.message).toBe(messages.garageTransToGarageRequired);
    expect(service.error?.issues[0]?.message).toBe(messages.garageTransSupplierRequired);
    expect(half.error?.issues[0]?.message).toBe(messages.invalidParameters);
    expect(insertGarageTransRequest.parse({ jobordno: ' JO-1 ', togarage: 'G02' })).toMatchObject({
      jobordno: 'JO-1',
      trftype: 'G',
      vendcode: '',
      remarks: '',
    });
  });

  it('walks an employee transfer requested -> approved -> closed, each delete undoing one stage', () => {
    expect(approveStep('R')).toEqual({ to: 'A', screen: 'SGRM016' });
    expect(approveStep('A')).toEqual({ to: 'C', screen: 'SGRM017' });
    expect(approveStep('C')).toBeUndefined();
    expect(empTransUndo.deleteEmpTrans).toMatchObject({ from: 'R', to: 'deleted' });
    expect(empTransUndo.deleteEmpTransAppr).toMatchObject({ from: 'A', to: 'R' });
    expect(empTransUndo.deleteEmpTransCls).toMatchObject({ from: 'C', to: 'A' });
    const missing = insertEmpTransRequest.safeParse({ togarage: 'G02' });
    expect(missing.error?.issues[0]?.message).toBe(messages.empTransEmployeeRequired);
  });
});
