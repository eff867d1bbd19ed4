/**
 * Master data of the repair side and employees (spec 001 section 7 "Master data": MainRepair and
 * SubRepair each with create, list, update, delete by key and get by key, SubRepair also filtered and
 * paged; "Employee/syncemployees", "Employee/syncitems"), the labour charge list (SGRM012; the update
 * itself is `putLabourcost` of the lookups) and the employee master (SGRM020). The spec gives no exact
 * paths: they follow its style under `/api/<Entity>/<call>`.
 * Rights: main repairs SGRM007, sub repairs SGRM008 (the labour screen), labour charges SGRM012,
 * employee sync SGRM018, item sync SGRM019, employees SGRM020; reads need views, a create adds, an
 * update edits, a delete deletes, a sync run adds.
 */
import { formatMessage, messages, screenCodes, type RightAction } from '@fleet/shared';
import {
  createEmployeeBody,
  createMainRepairBody,
  createSubRepairBody,
  deleteEmployeeQuery,
  deleteMainRepairQuery,
  deleteSubRepairQuery,
  employeeKeyQuery,
  labourChargeByIdQuery,
  labourChargeListQuery,
  mainRepairKeyQuery,
  mainRepairListQuery,
  subRepairFilteredQuery,
  subRepairKeyQuery,
  subRepairListQuery,
  syncStatusQuery,
  updateEmployeeBody,
  updateMainRepairBody,
  updateSubRepairBody,
} from '@fleet/shared/masters/master-repair';
import { written } from '#lib/http';
import { screenRoutes } from '#lib/document-routes';
import { masterRoutes } from '#lib/master-routes';
import { defineModule, defineGet } from '#lib/registry';
import {
  createEmployee,
  createMainRepair,
  createSubRepair,
  deleteEmployee,
  deleteMainRepair,
  deleteSubRepair,
  employeeById,
  filterSubRepairPage,
  labourChargeById,
  labourChargeList,
  listEmployees,
  listMainRepairs,
  listSubRepairs,
  readMainRepairRow,
  readSubRepairRow,
  updateEmployee,
  updateMainRepair,
  updateSubRepair,
} from './manage.ts';
import { lastSync, syncEmployees, syncItems } from './sync.ts';

const right = (screen: string, action: RightAction) => ({ kind: 'screen', screen, action }) as const;
const main = screenCodes.mainRepair;
const sub = screenCodes.labourScreen;
const employee = screenCodes.employee;

const mainFields =
  'wrkshpid, wrkshpnam, wrkshpnamar, mainrepid, mainrepnam, mainrepnamar, subRepairCount, version';
const subFields =
  'wrkshpid, wrkshpnam, mainrepid, mainrepnam, subrepid, subrepnam, subrepnamar, laborhors, laborcost, stdamount, version';
const employeeFields =
  'emplcode, emplname, emplnamar, jobtitle, jobtitlear, garageid, mobile (8 digits), status, version';
const syncSummary = (what: string, file: string) =>
  `Synchronises ${what} from the JSON file sync/<project>/${file} of the project's bucket (README "Employee and item sync"): new codes created, changed records updated at their version, equal ones left alone (a second run changes nothing). Returns [message with the counts, {source, location, created, updated, unchanged, total, startedAt, finishedAt, runBy}]; a missing or invalid file is a 400.`;

export const masterRepairModule = defineModule({
  name: 'master-repair',
  routes: [
    ...masterRoutes('MainRepair', main, {
      insert: {
        summary: `Creates a main repair {wrkshpid, mainrepid, mainrepnam, mainrepnamar} of an existing workshop; an existing code in the workshop is a 409. Returns [message, {wrkshpid, mainrepid, version}].`,
        input: createMainRepairBody,
        run: (caller, body) => createMainRepair(caller, body, new Date()),
        done: messages.mainRepairSaved,
      },
      list: {
        summary: `Main repairs, of workshop wrkshpid when given, matching searchTerm (code or name): [{${mainFields}}].`,
        input: mainRepairListQuery,
        run: listMainRepairs,
      },
      update: {
        summary:
          'Renames the main repair {wrkshpid, mainrepid, mainrepnam, mainrepnamar, version} at the version read; 409 when stale, 404 when missing.',
        input: updateMainRepairBody,
        run: (caller, body) => updateMainRepair(caller, body, new Date()),
        done: messages.mainRepairUpdated,
      },
      remove: {
        summary:
          'Deletes the main repair ?wrkshpid&mainrepid (&version: 409 when stale); refused (400) while it has sub repairs. Returns [message, {wrkshpid, mainrepid}].',
        input: deleteMainRepairQuery,
        run: deleteMainRepair,
        done: messages.mainRepairDeleted,
      },
      byId: {
        summary: `One main repair ?wrkshpid&mainrepid: {${mainFields}}; 404 when missing.`,
        input: mainRepairKeyQuery,
        run: readMainRepairRow,
      },
    }),
    // The labour screen.
    ...masterRoutes('SubRepair', sub, {
      insert: {
        summary:
          'Creates a sub repair {wrkshpid, mainrepid (an existing main repair of the workshop), subrepid, subrepnam, subrepnamar, laborhors (0 to 999.99), laborcost, stdamount (KWD, 3 decimals)}; an existing code is a 409. Returns [message, {wrkshpid, mainrepid, subrepid, version}].',
        input: createSubRepairBody,
        run: (caller, body) => createSubRepair(caller, body, new Date()),
        done: messages.subRepairSaved,
      },
      list: {
        summary: `Sub repairs of workshop wrkshpid and main repair mainrepid (each optional): [{${subFields}}].`,
        input: subRepairListQuery,
        run: listSubRepairs,
      },
      update: {
        summary:
          'Updates the sub repair {wrkshpid, mainrepid, subrepid, subrepnam, subrepnamar, laborhors, laborcost, stdamount, version} at the version read; 409 when stale, 404 when missing.',
        input: updateSubRepairBody,
        run: (caller, body) => updateSubRepair(caller, body, new Date()),
        done: messages.subRepairUpdated,
      },
      remove: {
        summary:
          'Deletes the sub repair ?wrkshpid&mainrepid&subrepid (&version: 409 when stale); refused (400, naming the document) while a garage inspection, an estimation or a labour charge update uses it.',
        input: deleteSubRepairQuery,
        run: deleteSubRepair,
        done: messages.subRepairDeleted,
      },
      byId: {
        summary: `One sub repair ?wrkshpid&mainrepid&subrepid: {${subFields}}; 404 when missing.`,
        input: subRepairKeyQuery,
        run: readSubRepairRow,
      },
    }),
    screenRoutes(sub).read({
      path: '/api/SubRepair/getSubRepairFiltered',
      summary: `Sub repairs filtered and paged on the server: searchTerm (code or name, any case), workshopId, mainRepairId, subRepairId, minStdAmount, maxStdAmount (min <= max), pageSize (default 50, at most 100), pageNumber (default 1). Returns {items: [{${subFields}}], totalCount, pageNumber, pageSize}.`,
      query: subRepairFilteredQuery,
      read: (caller, query) => filterSubRepairPage(caller, query),
    }),
    // ---- Labour charge updates (SGRM012) ----
    screenRoutes(screenCodes.labourCharge).read({
      path: '/api/LabourCharge/getLabourChargeList',
      summary:
        'Labour charge updates newest first (putLabourcost keeps one per change): {items: [{docnumbr, changedAt, wrkshpid, wrkshpnam, mainrepid, mainrepnam, subrepid, subrepnam, laborhors, laborcost (before), newlaborcost, cretuser, username}], cursor?}. Optional fromdate, todate (YYYY-MM-DD), wrkshpid, subrepid, cursor, limit (default 50).',
      query: labourChargeListQuery,
      read: (caller, query) => labourChargeList(caller, query),
    }),
    screenRoutes(screenCodes.labourCharge).read({
      path: '/api/LabourCharge/getLabourChargeById',
      summary: 'One labour charge update ?docnumbr; 404 when missing.',
      query: labourChargeByIdQuery,
      read: (caller, query) => labourChargeById(caller, query.docnumbr),
    }),
    ...masterRoutes('Employee', employee, {
      insert: {
        summary: `Creates an employee {${employeeFields.replace(', version', '')}}; an existing code is a 409. Returns [message, {emplcode, version}].`,
        input: createEmployeeBody,
        run: (caller, body) => createEmployee(caller, body, new Date()),
        done: messages.employeeSaved,
      },
      list: { summary: `Employees: [{${employeeFields}}].`, run: (caller) => listEmployees(caller) },
      update: {
        summary: `Updates the employee {${employeeFields}} at the version read; 409 when stale, 404 when missing.`,
        input: updateEmployeeBody,
        run: (caller, body) => updateEmployee(caller, body, new Date()),
        done: messages.employeeUpdated,
      },
      remove: {
        summary:
          'Deletes the employee ?emplcode (&version: 409 when stale); refused (400, naming the job order) while assigned as technician on a job order.',
        input: deleteEmployeeQuery,
        run: deleteEmployee,
        done: messages.employeeDeleted,
      },
      byId: {
        summary: `One employee ?emplcode: {${employeeFields}}; 404 when missing.`,
        input: employeeKeyQuery,
        run: (caller, query) => employeeById(caller, query.emplcode),
      },
    }),
    // ---- Syncs (SGRM018, SGRM019) ----
    defineGet({
      path: '/api/Employee/syncemployees',
      summary: syncSummary('the employee master', 'employees.json'),
      access: right(screenCodes.employeeSync, 'adds'),
      handler: async ({ caller }) => {
        const result = await syncEmployees(caller, new Date());
        return written(formatMessage(messages.syncEmployeesDone, { ...result }), result);
      },
    }),
    defineGet({
      path: '/api/Employee/syncitems',
      summary: syncSummary('the item master', 'items.json'),
      access: right(screenCodes.itemSync, 'adds'),
      handler: async ({ caller }) => {
        const result = await syncItems(caller, new Date());
        return written(formatMessage(messages.syncItemsDone, { ...result }), result);
      },
    }),
    screenRoutes({ anyOf: [screenCodes.employeeSync, screenCodes.itemSync] }).read({
      path: '/api/Employee/getLastSync',
      summary:
        'The last run of a sync ?source=employees|items: {source, location, created, updated, unchanged, total, startedAt, finishedAt, runBy}, or null when it never ran.',
      query: syncStatusQuery,
      read: (caller, query) => lastSync(caller, query.source),
    }),
  ],
});
