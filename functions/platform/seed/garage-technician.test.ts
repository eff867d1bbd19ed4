import { describe, expect, it } from 'vitest';
import type { GarageTechnicianAssignment } from '@fleet/shared/garage/garage-technician';
import { demoDocuments } from './documents.ts';
import { demoGarageTechnicianItems } from './garage-technician.ts';

describe('seed: garage technician assignments', () => {
  it('gives every demo job order past the workshop assignment two workshops with active technicians', () => {
    const { jobOrders } = demoDocuments('MOI', '2026-03-20');
    const items = demoGarageTechnicianItems('MOI', jobOrders);
    const past = jobOrders.filter((header) => [1235, 1228, 1231, 1256, 1227].includes(header.statuscde));

    expect(items.map((item) => item['jobordno'])).toEqual(past.map((header) => header.jobordno));
    for (const item of items) {
      const assignment = item as unknown as GarageTechnicianAssignment & { sk: string; gsi1sk: string };
      expect(assignment.sk).toBe('ASSIGNTECHG');
      expect(assignment.details).toHaveLength(2);
      expect(assignment.details[0]).toMatchObject({ wrkshpid: 'WS01', wrkshpnam: 'Mechanical Workshop' });
      expect(assignment.gsi1sk).toBe(`${assignment.asgndate}#${assignment.jobordno}`);
      expect(assignment.asgndate > assignment.joborddat).toBe(true);
      expect(assignment).toMatchObject({ prevstatus: 1208, version: 1, teamleader: 'teamleader' });
    }
    expect(items.flatMap((item) => (item as unknown as GarageTechnicianAssignment).details)).toContainEqual(
      expect.objectContaining({ empcdetech: 'E1005', technicianuser: 'technician' }),
    );
  });
});
