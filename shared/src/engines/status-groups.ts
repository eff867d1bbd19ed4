/**
 * The status groups every count reads (issue 24 item 13): the one answer to "is this job order in
 * progress, waiting, completed, delivered...". Every dashboard, report, query screen and list filter
 * folds statuses through `statusGroupOf`; none keeps its own list. Part of the workflow map
 * (shared/src/engines/workflow-map.ts re-exports it); kept zod-free and small so the sign-in page may import it.
 *
 * - reception: the MOI job card and the KPTC job order at reception (1195-1204), before gate pass in.
 * - inProgress: the vehicle is in the garage and work goes on (gate pass in, team leader, technicians,
 *   inspection, estimation being made, repair, parts issued or returned, at a transfer or third party).
 * - waitingApproval: waits for an approver's decision on the job order's estimation (Approval Required
 *   1235, the KD250 tier 1256) or its warranty claim (1234).
 * - waitingParts: waits for spare parts (requested, approved not yet issued, garage request, the whole
 *   purchase path 1401-1411 and its older codes 1242-1248, received not yet issued).
 * - onHold: put on hold (1229).
 * - completed: the repair is finished and the vehicle goes through final QC, washing, delivery approval,
 *   parking and gate pass out, up to its delivery (1230, 1222-1226, 1233, 1206, 1231, 1237).
 * - delivered: handed over to the customer, not yet costed (1227).
 * - invoiced: costed and invoiced after delivery (1232, 1249, 1420-1425).
 * - submitted: submitted for payment (1426) or paid (1250, 1251).
 *
 * A count "delivered in a period" counts the moves to 1227 in the period (the history), whatever the
 * job order did after; a count by group counts job orders by their status now.
 */

export const statusGroups = [
  'reception',
  'inProgress',
  'waitingApproval',
  'waitingParts',
  'onHold',
  'completed',
  'delivered',
  'invoiced',
  'submitted',
] as const;
export type StatusGroup = (typeof statusGroups)[number];

const reception = [1195, 1196, 1197, 1198, 1199, 1200, 1201, 1202, 1203, 1204] as const;
const waitingApproval = [1235, 1256, 1234] as const;
const waitingParts = [
  1217, 1218, 1220, 1228, 1239, 1241, 1242, 1243, 1244, 1245, 1246, 1247, 1248, 1401, 1402, 1403, 1404, 1405,
  1406, 1407, 1408, 1409, 1410, 1411,
] as const;
const onHold = [1229] as const;
const completed = [1230, 1222, 1223, 1224, 1225, 1233, 1206, 1226, 1231, 1237] as const;
const delivered = [1227] as const;
const invoiced = [1232, 1249, 1420, 1421, 1422, 1423, 1424, 1425] as const;
const submitted = [1426, 1250, 1251] as const;
const inProgress = [
  1205, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1219, 1221, 1236, 1238, 1240, 1252, 1253,
] as const;

/** The statuses of each group; every status code of shared/src/engines/status.ts is in exactly one (tested). */
export const groupStatuses: Readonly<Record<StatusGroup, readonly number[]>> = {
  reception,
  inProgress,
  waitingApproval,
  waitingParts,
  onHold,
  completed,
  delivered,
  invoiced,
  submitted,
};

const groupByStatus = new Map<number, StatusGroup>(
  statusGroups.flatMap((group) => groupStatuses[group].map((code) => [code, group] as const)),
);

/** The group of a status; an unknown code counts as in progress. */
export function statusGroupOf(status: number): StatusGroup {
  return groupByStatus.get(status) ?? 'inProgress';
}

/** The statuses of a group. */
export function statusesOfGroup(group: StatusGroup): readonly number[] {
  return groupStatuses[group];
}

/**
 * Groups of a job order still open in the workshop (not yet delivered): statusGroups runs in a job
 * order's order, so they are the groups before 'delivered'.
 */
export const openGroups: readonly StatusGroup[] = statusGroups.slice(0, statusGroups.indexOf('delivered'));
