/**
 * Garage transfer, third-party engine service and employee transfer (spec 001 section 7 "Scrap spares,
 * garage transfer, employee transfer"; spec 000 section 2 Garage `/garageTransferList` + form
 * `garageTransfer` (SGRG019), Master `/employeeTransferList`, `/employeeTransferListAppr`,
 * `/employeeTransferListCls` + forms (SGRM015, SGRM016, SGRM017); statuses 1252, 1253, 1237, 1238).
 *
 * Garage transfer (`GT-<year>-<nnnnn>`), one document with a transfer type:
 * - `G` (garage): the vehicle of a job order in the garage moves to another garage. The job order passes
 *   through VehicleTransferred 1252 and goes on at the status it was at, its garage changed, so the
 *   receiving garage's lists show it and the sending garage's no longer do. Deleting the transfer (while
 *   the job order is still in the receiving garage and open) gives the vehicle back to the sending garage.
 * - `T` (third party): the engine goes to an outside service supplier (MOI approved only). Saved: the
 *   job order moves to VehicleDeliveredtoThirdPartyforEngineService 1253 (servstatus SENT); edited to
 *   COMPLETED: ServiceCompleted 1237; edited to RECEIVED: ReceivedVehicle 1238, then on at the status it
 *   was sent at. One stage at a time; deletable only while SENT (the job order goes back).
 *
 * Employee transfer (`ET-<year>-<nnnnn>`), a simple state machine on `trfstatus`:
 * R requested (insertEmpTrans) -> A approved (ApproveEmpTrans on SGRM016) -> C closed (ApproveEmpTrans
 * on SGRM017: the employee's garage changes). Each delete call undoes one stage: deleteEmpTrans deletes a
 * request, deleteEmpTransAppr takes an approval back to requested, deleteEmpTransCls reopens a closed
 * transfer (the employee goes back to the garage he came from). One open transfer per employee.
 */
import { z } from 'zod';
import { messages } from '../platform/messages.ts';
import {
  docnumbrQuery,
  isoDay,
  listPage,
  pagedListQuery,
  required,
  text,
  revisable,
} from '../engines/document-schemas.ts';
import { yearlyNumber } from '../engines/document-numbers.ts';

// ---- Garage transfer ------------------------------------------------------------------------------

export const transferTypes = ['G', 'T'] as const;
export type TransferType = (typeof transferTypes)[number];

/** The third-party engine service's stages, in order. */
export const serviceStages = ['SENT', 'COMPLETED', 'RECEIVED'] as const;
export type ServiceStage = (typeof serviceStages)[number];

/** Whether an engine service may go from `from` to `to` (the same stage is an edit; one step forward). */
export function serviceStepAllowed(from: ServiceStage, to: ServiceStage): boolean {
  return (
    serviceStages.indexOf(to) - serviceStages.indexOf(from) <= 1 &&
    serviceStages.indexOf(to) >= serviceStages.indexOf(from)
  );
}

/** Whether a stored transfer can still be changed: a garage transfer (remarks) or an open engine service. */
export const transferLocked = (transfer: Pick<GarageTransfer, 'trftype' | 'servstatus'>) =>
  transfer.trftype === 'T' && transfer.servstatus === 'RECEIVED';

export const garageTransNumber = yearlyNumber('GT');
export const empTransNumber = yearlyNumber('ET');

const optionalCode = text(20).optional().default('');

/** `POST insertGarageTrans`: a garage transfer (togarage) or an engine service (vendcode, servstatus). */
export const insertGarageTransRequest = revisable({
  jobordno: required(messages.inspectionJobOrderRequired, 40),
  trftype: z.enum(transferTypes, { error: messages.invalidParameters }).default('G'),
  togarage: optionalCode,
  vendcode: optionalCode,
  servstatus: z.enum(serviceStages, { error: messages.invalidParameters }).optional(),
  remarks: text(500).optional().default(''),
})
  .refine((body) => body.trftype !== 'G' || body.togarage !== '', {
    message: messages.garageTransToGarageRequired,
    path: ['togarage'],
  })
  .refine((body) => body.trftype !== 'T' || body.vendcode !== '', {
    message: messages.garageTransSupplierRequired,
    path: ['vendcode'],
  });
export type InsertGarageTransRequest = z.input<typeof insertGarageTransRequest>;
export type InsertGarageTransParsed = z.output<typeof insertGarageTransRequest>;

/** `?docnumbr=` of the by-id and delete calls. */
export const transferByIdQuery = docnumbrQuery;

/** The lists: a date window, optional type / plate / garage, paged newest first. */
export const garageTransListQuery = pagedListQuery({
  trftype: z.enum(transferTypes).optional(),
  vehicleno: text(30).optional(),
});
export type GarageTransListQuery = z.input<typeof garageTransListQuery>;

/** A stored garage transfer (in its job order's partition). */
export interface GarageTransfer {
  docnumbr: string;
  /** Transfer date YYYY-MM-DD and time HH:mm:ss (Kuwait). */
  trfdate: string;
  trftime: string;
  trftype: TransferType;
  jobordno: string;
  joborddat: string;
  vehicleno: string;
  vehmaknam: string;
  fromgarage: string;
  fromgaragnam: string;
  /** Garage transfer: the receiving garage ('' for an engine service). */
  togarage: string;
  togaragnam: string;
  /** Engine service: the supplier ('' for a garage transfer). */
  vendcode: string;
  vendname: string;
  vendnamear: string;
  /** Engine service stage ('' for a garage transfer). */
  servstatus: ServiceStage | '';
  /** The job order status the vehicle was transferred or sent at (where it goes on). */
  prevstatus: number;
  remarks: string;
  cretuser: string;
  timstamp: string;
  moduser?: string;
  moddate?: string;
  version: number;
}

/** What a save answers after its message. */
export interface GarageTransWritten {
  docnumbr: string;
  version: number;
  jobordno: string;
  statuscde: number;
}

export interface GarageTransPage {
  items: (GarageTransfer & { statuscde?: number })[];
  cursor?: string;
}

// ---- Employee transfer ----------------------------------------------------------------------------

export const empTransStatuses = ['R', 'A', 'C'] as const;
export type EmpTransStatus = (typeof empTransStatuses)[number];

/** `POST insertEmpTrans`: a request (new, or changed while requested). */
export const insertEmpTransRequest = revisable({
  emplcode: required(messages.empTransEmployeeRequired, 20),
  togarage: required(messages.garageTransToGarageRequired, 20),
  /** The day the transfer takes effect (default today). */
  effdate: isoDay.optional(),
  remarks: text(500).optional().default(''),
});
export type InsertEmpTransRequest = z.input<typeof insertEmpTransRequest>;
export type InsertEmpTransParsed = z.output<typeof insertEmpTransRequest>;

export const empTransByStatusQuery = z.object({
  trfstatus: z.enum(empTransStatuses, { error: messages.invalidParameters }),
  ...listPage,
});

export const empTransListQuery = pagedListQuery({ emplcode: text(20).optional() });

export interface EmployeeTransfer {
  docnumbr: string;
  docdate: string;
  doctime: string;
  effdate: string;
  emplcode: string;
  emplname: string;
  emplnamar: string;
  jobtitle: string;
  fromgarage: string;
  fromgaragnam: string;
  togarage: string;
  togaragnam: string;
  remarks: string;
  trfstatus: EmpTransStatus;
  requser: string;
  reqdate: string;
  apruser?: string;
  aprdate?: string;
  clsuser?: string;
  clsdate?: string;
  version: number;
}

export interface EmpTransWritten {
  docnumbr: string;
  version: number;
  trfstatus: EmpTransStatus;
}

export interface EmpTransPage {
  items: EmployeeTransfer[];
  cursor?: string;
}

/** The stage ApproveEmpTrans moves a transfer to, and the screen whose edits right it needs. */
export function approveStep(
  current: EmpTransStatus,
): { to: EmpTransStatus; screen: 'SGRM016' | 'SGRM017' } | undefined {
  if (current === 'R') return { to: 'A', screen: 'SGRM016' };
  if (current === 'A') return { to: 'C', screen: 'SGRM017' };
  return undefined;
}

/** The stage each delete call undoes: the status it needs and where it goes (`deleted`: soft delete). */
export const empTransUndo = {
  deleteEmpTrans: { from: 'R', to: 'deleted', message: messages.empTransNotRequested },
  deleteEmpTransAppr: { from: 'A', to: 'R', message: messages.empTransNotApproved },
  deleteEmpTransCls: { from: 'C', to: 'A', message: messages.empTransNotClosed },
} as const satisfies Record<
  string,
  { from: EmpTransStatus; to: EmpTransStatus | 'deleted'; message: string }
>;
export type EmpTransUndoCall = keyof typeof empTransUndo;
