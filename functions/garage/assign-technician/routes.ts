/**
 * Technician assignment calls (spec 001 section 7 "Assign technician (MOI)"): `AssignTechnicianmoi/*`
 * assigns the QC technician of an MOI job card (-> 1197), `AssignTechnician/*` ("the non-MOI variant
 * has the same call names") the reception technician of a KPTC job order (-> 1202), both on screen
 * SGRK001. The work queue lists sit under both prefixes; each needs views on the screen that acts on
 * it. The spec names only the lists for parking at reception and delivery: their writes
 * (`putParkingReception`, `putVehicleDelivery`) are ours, under `AssignTechnicianmoi/`, and so are the
 * after-repair steps whose lists it names (`putWashing`, `putVehicleDeliveryApprove`, `putParkingGarage`).
 */
import { messages } from '@fleet/shared';
import {
  assignTechnicianScreens as screenCodes,
  assignTechnicianBody,
  assignTechnicianListQuery,
  deleteAssignTechnicianQuery,
  jobOrderQuery,
  deliveryApprovalBody,
  parkingGarageBody,
  parkingReceptionBody,
  queueListQuery,
  washingBody,
  queueStatuses,
  searchByPlateQuery,
  technicianSteps,
  vehicleDeliveryBody,
  type TechnicianVariant,
} from '@fleet/shared/garage/assign-technician';
import { addsOrEdits, screenRoutes } from '#lib/document-routes';
import { defineModule, type AnyRoute } from '#lib/registry';
import {
  deleteAssignTechnician,
  listAssignments,
  listQueue,
  putAssignTechnician,
  putDeliveryApproval,
  putParkingGarage,
  putParkingReception,
  putVehicleDelivery,
  putWashing,
  readAssignment,
  searchByPlate,
} from './manage.ts';

const technicianScreen = screenCodes.technicianAssignment;

const queueRow =
  '[{jobordno, joborddat, vehicleno, vehmaknam, vehmakid, garage, garagnam, statuscde, kind, emplname?, checkoutdt?, mobileno?, custname?, parkingloc?, parkingdt?, version}]';

/** The work queues: list name, statuses (shared `queueStatuses`), screen whose views it needs. */
const queues = [
  ['getVehicleDeliveryList', queueStatuses.vehicleDelivery, screenCodes.vehicleDelivery],
  ['getVehicleDeliveryApproveList', queueStatuses.vehicleDeliveryApprove, screenCodes.vehicleDeliveryApprove],
  ['getParkingReceptionList', queueStatuses.parkingReception, screenCodes.parkingReception],
  ['getWashingList', queueStatuses.washing, screenCodes.washing],
  ['getParkingGarageList', queueStatuses.parkingGarage, screenCodes.parkingGarage],
] as const;

function variantRoutes(variant: TechnicianVariant): AnyRoute[] {
  const { prefix, to } = technicianSteps[variant];
  const base = `/api/${prefix}`;
  return [
    screenRoutes(technicianScreen).read({
      path: `${base}/getAssignTechnicianList`,
      summary: `Technician assignments (${variant}) newest first: [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde (current), variant, empcdetech, emplname, technicianuser, estjobtime, jobtimin, remarks, images, asgndate, cretuser}]. Filters fromdate, todate (on asgndate), jobordno, vehicleno (contains), vehmakid, garage, user (technician or assigning user).`,
      query: assignTechnicianListQuery,
      read: (caller, query) => listAssignments(caller, variant, query),
    }),
    screenRoutes(technicianScreen).read({
      path: `${base}/getAssignTechnicianById`,
      summary: `The job order's ${variant} assignment with its current statuscde and the job order's version; 404 when none.`,
      query: jobOrderQuery,
      read: (caller, query) => readAssignment(caller, variant, query.jobordno),
    }),
    screenRoutes(technicianScreen).write({
      path: `${base}/putAssignTechnician`,
      summary: `Assigns the technician {jobordno, empcdetech (getEmployee), estjobtime (hours > 0), jobtimin?, remarks?, images? (file ids), version? (the job order's)}: moves the job order to ${to}, sets empcdetech, emplname, technicianuser, estjobtime on it and notifies the technician's user. Without version it needs adds, with version (a loaded assignment) edits. 409 when the version is stale. Returns [message, {jobordno, statuscde, version, technicianuser}].`,
      action: addsOrEdits('version'),
      body: assignTechnicianBody,
      message: messages.assignTechnicianSaved,
      write: (caller, body, now) => putAssignTechnician(caller, variant, body, now),
    }),
    screenRoutes(technicianScreen).remove({
      path: `${base}/deleteAssignTechnician`,
      summary: `Deletes the ${variant} assignment while the job order is still at ${to}: back to the status it came from (history action delete, remarks?). Returns [message, {jobordno, statuscde, version}].`,
      query: deleteAssignTechnicianQuery,
      message: messages.assignTechnicianDeleted,
      remove: (caller, query) => deleteAssignTechnician(caller, variant, query.jobordno, query.remarks),
    }),
    ...queues.map(([name, codes, screen]) =>
      screenRoutes(screen).read({
        path: `${base}/${name}`,
        summary: `Open job orders at ${codes.join(', ')}, newest first: ${queueRow}. Filters as getAssignTechnicianList, dates on joborddat (no default window).`,
        query: queueListQuery,
        read: (caller, query) => listQueue(caller, codes, query),
      }),
    ),
  ];
}

export const assignTechnicianModule = defineModule({
  name: 'assign-technician',
  routes: [
    ...variantRoutes('MOI'),
    ...variantRoutes('REC'),
    screenRoutes(technicianScreen).read({
      path: '/api/AssignTechnician/searchByPlate',
      summary:
        "The vehicle's job orders newest first: [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde, kind, state, version, empcdetech, emplname, estjobtime?}].",
      query: searchByPlateQuery,
      read: (caller, query) => searchByPlate(caller, query.plateNumber),
    }),
    screenRoutes(screenCodes.parkingReception).write({
      path: '/api/AssignTechnicianmoi/putParkingReception',
      summary:
        'Parks a vehicle at reception after its gate pass out {jobordno, parkingloc, parkingdt? (now), remarks?, version?}: -> 1226 (again at 1226: updates the record). Returns [message, {jobordno, statuscde, version}].',
      action: 'adds',
      body: parkingReceptionBody,
      message: messages.parkingReceptionSaved,
      write: putParkingReception,
    }),
    screenRoutes(screenCodes.washing).write({
      path: '/api/AssignTechnicianmoi/putWashing',
      summary:
        "Washing done after the final QC by MOI {jobordno, washdt? (now), remarks?, version?}: 1223 -> 1224; washedby is the caller. Added to the spec's list (it names only getWashingList). Returns [message, {jobordno, statuscde, version}].",
      action: 'adds',
      body: washingBody,
      message: messages.washingSaved,
      write: putWashing,
    }),
    screenRoutes(screenCodes.vehicleDeliveryApprove).write({
      path: '/api/AssignTechnicianmoi/putVehicleDeliveryApprove',
      summary:
        "Approves the vehicle for delivery {jobordno, remarks?, version?}: 1223 or 1224 -> 1225; deliveryapprovedby is the caller. Added to the spec's list (it names only getVehicleDeliveryApproveList). Returns [message, {jobordno, statuscde, version}].",
      action: 'adds',
      body: deliveryApprovalBody,
      message: messages.deliveryApprovalSaved,
      write: putDeliveryApproval,
    }),
    screenRoutes(screenCodes.parkingGarage).write({
      path: '/api/AssignTechnicianmoi/putParkingGarage',
      summary:
        "Parks an approved vehicle at the garage until its gate pass out {jobordno, parkingloc, parkingdt? (now), remarks?, version?}: 1225 -> 1233. Added to the spec's list (it names only getParkingGarageList). Returns [message, {jobordno, statuscde, version}].",
      action: 'adds',
      body: parkingGarageBody,
      message: messages.parkingGarageSaved,
      write: putParkingGarage,
    }),
    screenRoutes(screenCodes.vehicleDelivery).write({
      path: '/api/AssignTechnicianmoi/putVehicleDelivery',
      summary:
        'Delivers the vehicle to the customer {jobordno, receivedby, receivedmobile (8 digits), deliverydt? (now), remarks?, version?}: -> 1227 and closes the job order (the vehicle may get a new job card). Returns [message, {jobordno, statuscde, version}].',
      action: 'adds',
      body: vehicleDeliveryBody,
      message: messages.vehicleDeliverySaved,
      write: putVehicleDelivery,
    }),
  ],
});
