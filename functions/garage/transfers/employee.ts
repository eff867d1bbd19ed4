/**
 * Employee transfer calls: request (SGRM015), approve (SGRM016), close (SGRM017) and the delete call
 * of each stage, a simple state machine on `trfstatus` (shared/src/garage/transfers.ts). Closing changes the
 * employee's garage in the master record in the same transaction; undoing the close changes it back.
 */
import type { z } from 'zod';
import { formatMessage, isAllowed, messages, type ServerMessage } from '@fleet/shared';
import {
  approveStep,
  type empTransByStatusQuery,
  type empTransListQuery,
  empTransUndo,
  type EmpTransPage,
  type EmpTransUndoCall,
  type EmpTransWritten,
  type EmployeeTransfer,
  type InsertEmpTransParsed,
} from '@fleet/shared/garage/transfers';
import { kuwaitClock } from '#lib/clock';
import { transactWrite, type TransactItem } from '#lib/db';
import { saveNumbered } from '../../engines/numbers.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import {
  empTransByStatus,
  empTransfers,
  employeeGarageUpdate,
  getEmployee,
  getGarage,
  lockDelete,
  lockPut,
  openTransferOf,
} from './data.ts';
import { fieldsOf } from '#lib/attributes';

export const readEmpTransfer = (caller: Caller, docnumbr: string) =>
  empTransfers.require(caller.project, docnumbr);

type ListQuery = Partial<z.output<typeof empTransListQuery> & z.output<typeof empTransByStatusQuery>> &
  Pick<z.output<typeof empTransByStatusQuery>, 'limit'>;

/** `getAllEmpTrans` (by date) and `getAllEmpTransByStatus` (one stage): newest first, paged. */
export async function empTransferList(caller: Caller, query: ListQuery): Promise<EmpTransPage> {
  const code = query.emplcode?.toUpperCase();
  return empTransfers.pageWhere(
    caller.project,
    query,
    (row) => !code || row.emplcode.toUpperCase().includes(code),
    query.trfstatus ? { index: 'gsi2', pk: empTransByStatus(caller.project, query.trfstatus) } : undefined,
  );
}

/** `insertEmpTrans`: a new request, or a change of a request at its version (only while requested). */
export async function saveEmpTransfer(
  caller: Caller,
  body: InsertEmpTransParsed,
  now: Date,
): Promise<EmpTransWritten> {
  const stored = body.docnumbr ? await readEmpTransfer(caller, body.docnumbr) : undefined;
  if (stored && stored.version !== body.version) throw new ConflictError();
  if (stored && stored.trfstatus !== 'R') throw new BadRequestError(messages.empTransNotRequested);
  const emplcode = body.emplcode.toUpperCase();
  const employee = await getEmployee(caller.project, emplcode);
  if (!employee || employee.status === 'inactive')
    throw new BadRequestError(formatMessage(messages.empTransUnknownEmployee, { emplcode }));
  const garage = await getGarage(caller.project, body.togarage);
  if (!garage)
    throw new BadRequestError(formatMessage(messages.garageTransUnknownGarage, { garage: body.togarage }));
  if (employee.garageid === garage.garageid)
    throw new BadRequestError(
      formatMessage(messages.empTransSameGarage, { emplcode, garage: garage.garageid }),
    );
  const holder = await openTransferOf(caller.project, emplcode);
  if (holder && holder !== stored?.docnumbr)
    throw new BadRequestError(formatMessage(messages.empTransOpenExists, { emplcode, docnumbr: holder }));
  const from = await getGarage(caller.project, employee.garageid);
  const clock = kuwaitClock(now);
  const numbering = empTransfers.numbering(clock.date.slice(0, 4));
  return saveNumbered(caller.project, stored?.docnumbr, numbering, async (docnumbr, claims) => {
    const transfer: EmployeeTransfer = {
      ...(stored ?? {}),
      docnumbr,
      docdate: stored?.docdate ?? clock.date,
      doctime: stored?.doctime ?? clock.time,
      effdate: body.effdate ?? stored?.effdate ?? clock.date,
      emplcode,
      ...fieldsOf(employee, 'emplname emplnamar jobtitle'),
      fromgarage: employee.garageid,
      fromgaragnam: from?.garagnam ?? employee.garageid,
      togarage: garage.garageid,
      togaragnam: garage.garagnam,
      remarks: body.remarks,
      trfstatus: 'R',
      requser: stored?.requser ?? caller.usercode,
      reqdate: stored?.reqdate ?? now.toISOString(),
      version: (stored?.version ?? 0) + 1,
    };
    const items: TransactItem[] = [...claims, empTransfers.put(caller.project, transfer, stored?.version)];
    if (stored && stored.emplcode !== emplcode)
      items.push(lockDelete(caller.project, stored.emplcode, docnumbr));
    items.push(lockPut(caller.project, emplcode, docnumbr));
    await transactWrite(items);
    return { docnumbr, version: transfer.version, trfstatus: 'R' };
  });
}

/** A stage change's answer: its message and the transfer as written. */
const stageChanged = (
  message: ServerMessage,
  docnumbr: string,
  next: Pick<EmployeeTransfer, 'version' | 'trfstatus'>,
) => ({ message, written: { docnumbr, version: next.version, trfstatus: next.trfstatus } });

/**
 * `ApproveEmpTrans`: requested -> approved (the SGRM016 approver's edits right), approved -> closed
 * (SGRM017's edits right): the employee's garage changes and the open transfer lock is released.
 */
export async function approveEmpTransfer(caller: Caller, docnumbr: string, now: Date) {
  const stored = await readEmpTransfer(caller, docnumbr);
  const step = approveStep(stored.trfstatus);
  if (!step) throw new BadRequestError(messages.empTransAlreadyClosed);
  if (!isAllowed(caller, step.screen, 'edits')) throw new ForbiddenError();
  const at = now.toISOString();
  if (step.to === 'A') {
    const next: EmployeeTransfer = {
      ...stored,
      trfstatus: 'A',
      apruser: caller.usercode,
      aprdate: at,
      version: stored.version + 1,
    };
    await transactWrite([empTransfers.put(caller.project, next, stored.version)]);
    return stageChanged(messages.empTransApproved, docnumbr, next);
  }
  await requireEmployeeIn(caller.project, stored.emplcode, stored.fromgarage);
  const next: EmployeeTransfer = {
    ...stored,
    trfstatus: 'C',
    clsuser: caller.usercode,
    clsdate: at,
    version: stored.version + 1,
  };
  await transactWrite([
    empTransfers.put(caller.project, next, stored.version),
    employeeGarageUpdate(caller.project, stored.emplcode, stored.fromgarage, stored.togarage),
    lockDelete(caller.project, stored.emplcode, docnumbr),
  ]);
  return stageChanged(formatMessage(messages.empTransClosed, { garage: stored.togarage }), docnumbr, next);
}

/** The employee is still in `garage` (else another change moved him: the transfer cannot go on). */
async function requireEmployeeIn(project: string, emplcode: string, garage: string) {
  const employee = await getEmployee(project, emplcode);
  if (!employee || employee.garageid !== garage)
    throw new BadRequestError(formatMessage(messages.empTransEmployeeMoved, { emplcode, garage }));
}

/**
 * The delete calls, each undoing one stage: deleteEmpTrans deletes a request (soft), deleteEmpTransAppr
 * takes an approval back to requested, deleteEmpTransCls reopens a closed transfer (approved again, the
 * employee back in the garage he came from, the open transfer lock taken again).
 */
export async function undoEmpTransfer(caller: Caller, call: EmpTransUndoCall, docnumbr: string, now: Date) {
  const stored = await readEmpTransfer(caller, docnumbr);
  const undo = empTransUndo[call];
  if (stored.trfstatus !== undo.from) throw new BadRequestError(undo.message);
  if (call === 'deleteEmpTrans') {
    await transactWrite([
      empTransfers.delete(caller.project, stored, { deluser: caller.usercode, deldate: now.toISOString() }),
      lockDelete(caller.project, stored.emplcode, docnumbr),
    ]);
    return stageChanged(messages.empTransDeleted, docnumbr, { version: stored.version + 1, trfstatus: 'R' });
  }
  if (call === 'deleteEmpTransAppr') {
    const { apruser: _apruser, aprdate: _aprdate, ...rest } = stored;
    const next: EmployeeTransfer = { ...rest, trfstatus: 'R', version: stored.version + 1 };
    await transactWrite([empTransfers.put(caller.project, next, stored.version)]);
    return stageChanged(messages.empTransApprovalDeleted, docnumbr, next);
  }
  await requireEmployeeIn(caller.project, stored.emplcode, stored.togarage);
  const holder = await openTransferOf(caller.project, stored.emplcode);
  if (holder && holder !== docnumbr)
    throw new BadRequestError(
      formatMessage(messages.empTransOpenExists, { emplcode: stored.emplcode, docnumbr: holder }),
    );
  const { clsuser: _clsuser, clsdate: _clsdate, ...rest } = stored;
  const next: EmployeeTransfer = { ...rest, trfstatus: 'A', version: stored.version + 1 };
  await transactWrite([
    empTransfers.put(caller.project, next, stored.version),
    employeeGarageUpdate(caller.project, stored.emplcode, stored.togarage, stored.fromgarage),
    lockPut(caller.project, stored.emplcode, docnumbr),
  ]);
  return stageChanged(
    formatMessage(messages.empTransCloseDeleted, { garage: stored.fromgarage }),
    docnumbr,
    next,
  );
}
