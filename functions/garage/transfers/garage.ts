/**
 * Garage transfer and third-party engine service calls as read -> rules -> one write through the job
 * order status engine (shared/src/garage/transfers.ts describes the document and its stages).
 */
import { formatMessage, messages, namedStatus } from '@fleet/shared';
import {
  serviceStepAllowed,
  transferLocked,
  type GarageTransPage,
  type GarageTransListQuery,
  type GarageTransfer,
  type GarageTransWritten,
  type InsertGarageTransParsed,
  type ServiceStage,
} from '@fleet/shared/garage/transfers';
import { workflowSteps, type WorkflowStepName } from '@fleet/shared/engines/workflow';
import { kuwaitClock } from '#lib/clock';
import { transactWrite } from '#lib/db';
import { saveNumbered } from '../../engines/numbers.ts';
import { BadRequestError, ConflictError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { deletionBy } from '#lib/documents';
import {
  readJobOrderCore,
  requireJobOrderCore,
  requireOpenJobOrder,
  type StatusMove,
  writeJobOrderAs,
} from '../../engines/status/engine.ts';
import { garageTransfers, getGarage, getVendor } from './data.ts';
import { fieldsOf } from '#lib/attributes';

const requireTransfer = (caller: Caller, docnumbr: string) =>
  garageTransfers.require(caller.project, docnumbr);

/** `getGarageTransById`: the transfer and the job order's status now. */
export async function readGarageTransfer(caller: Caller, docnumbr: string) {
  const transfer = await requireTransfer(caller, docnumbr);
  const header = await readJobOrderCore(caller.project, transfer.jobordno);
  return { ...transfer, statuscde: header?.statuscde ?? transfer.prevstatus };
}

/** `getAllGarageTrans`: newest first, paged, filled up to `limit` when the type / plate filter drops rows. */
export async function garageTransferList(
  caller: Caller,
  query: Omit<GarageTransListQuery, 'limit'> & { limit: number },
): Promise<GarageTransPage> {
  const plate = query.vehicleno?.toUpperCase();
  return garageTransfers.pageWhere(
    caller.project,
    query,
    (row) =>
      (!query.trftype || row.trftype === query.trftype) &&
      (!plate || row.vehicleno.toUpperCase().includes(plate)),
  );
}

/** `insertGarageTrans`: a new transfer (moves the job order) or a change of a stored one at its version. */
export async function saveGarageTransfer(
  caller: Caller,
  body: InsertGarageTransParsed,
  now: Date,
): Promise<GarageTransWritten> {
  return body.docnumbr ? changeTransfer(caller, body, now) : createTransfer(caller, body, now);
}

async function createTransfer(caller: Caller, body: InsertGarageTransParsed, now: Date) {
  const header = await requireOpenJobOrder(caller.project, body.jobordno);
  const stepName: WorkflowStepName = body.trftype === 'G' ? 'garageTransfer' : 'engineServiceOut';
  if (!(workflowSteps[stepName].from ?? []).includes(header.statuscde))
    throw new BadRequestError(
      formatMessage(messages.garageTransWrongStage, {
        jobordno: header.jobordno,
        status: `${header.statuscde} ${namedStatus(header.statuscde).statusName}`,
      }),
    );
  if (body.trftype === 'T' && body.servstatus && body.servstatus !== 'SENT')
    throw new BadRequestError(
      formatMessage(messages.garageTransStageSkipped, { from: '-', to: body.servstatus }),
    );
  const clock = kuwaitClock(now);
  const base = {
    trfdate: clock.date,
    trftime: clock.time,
    ...fieldsOf(body, 'trftype remarks'),
    ...fieldsOf(header, 'jobordno joborddat vehicleno vehmaknam'),
    fromgarage: header.garage,
    fromgaragnam: header.garagnam,
    prevstatus: header.statuscde,
    cretuser: caller.usercode,
    timstamp: now.toISOString(),
    version: 1,
  };
  let transfer: Omit<GarageTransfer, 'docnumbr'>;
  let moves: StatusMove[];
  let set: Record<string, unknown> | undefined;
  if (body.trftype === 'G') {
    const garage = await getGarage(caller.project, body.togarage);
    if (!garage)
      throw new BadRequestError(formatMessage(messages.garageTransUnknownGarage, { garage: body.togarage }));
    if (garage.garageid === header.garage)
      throw new BadRequestError(formatMessage(messages.garageTransSameGarage, { garage: garage.garageid }));
    transfer = {
      ...base,
      togarage: garage.garageid,
      togaragnam: garage.garagnam,
      vendcode: '',
      vendname: '',
      vendnamear: '',
      servstatus: '',
    };
    set = { garage: garage.garageid, garagnam: garage.garagnam };
    moves = [
      { to: workflowSteps.garageTransfer.to, remarks: `${header.garage} -> ${garage.garageid}` },
      { to: header.statuscde, remarks: body.remarks },
    ];
  } else {
    const vendor = await getVendor(caller.project, body.vendcode);
    if (!vendor || vendor.moiApproved !== 'Y' || vendor.status === 'inactive')
      throw new BadRequestError(
        formatMessage(messages.garageTransSupplierNotApproved, { vendcode: body.vendcode }),
      );
    transfer = {
      ...base,
      togarage: '',
      togaragnam: '',
      ...fieldsOf(vendor, 'vendcode vendname vendnamear'),
      servstatus: 'SENT',
    };
    moves = [{ to: workflowSteps.engineServiceOut.to, remarks: `${vendor.vendcode} ${vendor.vendname}` }];
  }
  const numbering = garageTransfers.numbering(clock.date.slice(0, 4));
  return saveNumbered(caller.project, undefined, numbering, async (docnumbr, claims) => {
    const stored: GarageTransfer = { docnumbr, ...transfer };
    const { header: after } = await writeJobOrderAs(caller, {
      jobordno: header.jobordno,
      step: stepName,
      expectedVersion: header.version,
      moves,
      ...(set ? { set } : {}),
      // An engine service's supplier holds the job order (downtime by supplier).
      ...(stored.vendcode ? { addIds: { suppliers: [stored.vendcode] } } : {}),
      items: [...claims, ...garageTransfers.puts(caller.project, stored)],
    });
    return { docnumbr, version: 1, jobordno: header.jobordno, statuscde: after.statuscde };
  });
}

const stepOfStage: Record<Exclude<ServiceStage, 'SENT'>, WorkflowStepName> = {
  COMPLETED: 'engineServiceCompleted',
  RECEIVED: 'engineServiceReceived',
};

async function changeTransfer(caller: Caller, body: InsertGarageTransParsed, now: Date) {
  const stored = await requireTransfer(caller, body.docnumbr!);
  if (stored.version !== body.version) throw new ConflictError();
  const changed =
    stored.jobordno !== body.jobordno ||
    stored.trftype !== body.trftype ||
    (stored.trftype === 'G' && body.togarage !== stored.togarage) ||
    (stored.trftype === 'T' && body.vendcode !== stored.vendcode);
  if (changed) throw new BadRequestError(messages.garageTransChangeNotAllowed);
  if (transferLocked(stored)) throw new BadRequestError(messages.garageTransLocked);
  const target: ServiceStage | '' =
    stored.trftype === 'T' ? (body.servstatus ?? (stored.servstatus as ServiceStage)) : '';
  if (
    stored.trftype === 'T' &&
    !serviceStepAllowed(stored.servstatus as ServiceStage, target as ServiceStage)
  )
    throw new BadRequestError(
      formatMessage(messages.garageTransStageSkipped, { from: stored.servstatus, to: target }),
    );
  const next: GarageTransfer = {
    ...stored,
    remarks: body.remarks,
    servstatus: target,
    moduser: caller.usercode,
    moddate: now.toISOString(),
    version: stored.version + 1,
  };
  const items = garageTransfers.puts(caller.project, next, stored.version);
  const written = (statuscde: number) => ({
    ...fieldsOf(stored, 'docnumbr jobordno'),
    version: next.version,
    statuscde,
  });
  if (target === stored.servstatus || target === '' || target === 'SENT') {
    // Remarks only: the job order does not move.
    await transactWrite(items);
    return written((await readJobOrderCore(caller.project, stored.jobordno))?.statuscde ?? 0);
  }
  const stepName = stepOfStage[target];
  const moves: StatusMove[] = [{ to: workflowSteps[stepName].to, remarks: body.remarks }];
  if (target === 'RECEIVED') moves.push({ to: stored.prevstatus });
  const header = await requireJobOrderCore(caller.project, stored.jobordno);
  if (!(workflowSteps[stepName].from ?? []).includes(header.statuscde))
    throw new BadRequestError(
      formatMessage(messages.garageTransWrongStage, {
        jobordno: header.jobordno,
        status: `${header.statuscde} ${namedStatus(header.statuscde).statusName}`,
      }),
    );
  const { header: after } = await writeJobOrderAs(caller, {
    jobordno: stored.jobordno,
    step: stepName,
    expectedVersion: header.version,
    moves,
    items,
  });
  return written(after.statuscde);
}

/**
 * `deleteGarageTrans`: a garage transfer while the vehicle is still in the receiving garage (it goes
 * back to the sending garage); an engine service while the engine is still out (SENT, 1253: the job
 * order goes back to the status it was sent at). Soft delete.
 */
export async function deleteGarageTransfer(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireTransfer(caller, docnumbr);
  const header = await readJobOrderCore(caller.project, stored.jobordno);
  if (!header || header.state !== 'open') throw new BadRequestError(messages.garageTransDeletePastStage);
  const deletion = garageTransfers.delete(caller.project, stored, deletionBy(caller, now));
  if (stored.trftype === 'G') {
    const inGarage = (workflowSteps.garageTransfer.from ?? []).includes(header.statuscde);
    if (header.garage !== stored.togarage || !inGarage)
      throw new BadRequestError(messages.garageTransDeletePastStage);
    await writeJobOrderAs(caller, {
      jobordno: stored.jobordno,
      from: [],
      expectedVersion: header.version,
      moves: [
        {
          to: header.statuscde,
          action: 'cancel',
          remarks: `${stored.docnumbr}: ${stored.togarage} -> ${stored.fromgarage}`,
        },
      ],
      set: { garage: stored.fromgarage, garagnam: stored.fromgaragnam },
      items: [deletion],
    });
    return;
  }
  if (stored.servstatus !== 'SENT' || header.statuscde !== workflowSteps.engineServiceOut.to)
    throw new BadRequestError(messages.garageTransDeletePastStage);
  await writeJobOrderAs(caller, {
    jobordno: stored.jobordno,
    from: [workflowSteps.engineServiceOut.to],
    expectedVersion: header.version,
    moves: [{ to: stored.prevstatus, action: 'cancel', remarks: `${stored.docnumbr} deleted` }],
    items: [deletion],
  });
}
