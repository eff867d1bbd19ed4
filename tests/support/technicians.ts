/**
 * A garage's people as the reports read them: employees in the master data (technicians are told apart
 * by their job title) and garage technician assignments naming them, written straight to the table.
 */
import { putItem } from '@fleet/functions/lib/db';
import { kuwaitDay } from '@fleet/functions/lib/clock';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { assignmentItem } from '@fleet/functions/garage/garage-technician/data';
import type { GarageTechnicianAssignment } from '@fleet/shared/garage/garage-technician';

/** An MOI employee of `garage`. */
export async function putTestEmployee(garage: string, emplcode: string, jobtitle: string, status = 'active') {
  await putItem(
    masterItem(masterKeys.record('MOI', masterTypes.employee, emplcode), 'employee', {
      emplcode,
      emplname: `Employee ${emplcode}`,
      emplnamar: '',
      jobtitle,
      jobtitlear: '',
      garageid: garage,
      mobile: '55512345',
      status,
    }),
  );
}

/**
 * The team leader's garage technician assignment of an MOI job order (from 1208) naming `technicians`,
 * one Mechanical workshop line of 2 hours each, dated `day` (default today in Kuwait).
 */
export async function putTestAssignment(
  jobordno: string,
  technicians: readonly string[],
  garage: { garage: string; garagnam: string; day?: string },
) {
  const now = new Date().toISOString();
  const day = garage.day ?? kuwaitDay(new Date());
  await putItem(
    assignmentItem('MOI', {
      jobordno,
      docnumbr: jobordno,
      joborddat: day,
      vehicleno: jobordno,
      vehmakid: 'CHE',
      vehmaknam: 'Chevrolet',
      garage: garage.garage,
      garagnam: garage.garagnam,
      teamleader: 'teamleader',
      teamleadername: 'Team Leader',
      details: technicians.map((empcdetech, index) => ({
        serlnumb: index + 1,
        wrkshpid: 'WS01',
        wrkshpnam: 'Mechanical',
        wrkshpnamar: 'الميكانيك',
        empcdetech,
        emplname: empcdetech,
        emplnamar: '',
        technicianuser: '',
        estjobtime: 2,
        asgntime: now,
        asgnby: 'teamleader',
      })),
      totestjobtime: 2 * technicians.length,
      remarks: '',
      asgndate: day,
      prevstatus: 1208,
      cretuser: 'teamleader',
      timstamp: now,
      moduser: 'teamleader',
      moddate: now,
      version: 1,
    } satisfies GarageTechnicianAssignment),
  );
}
