import { describe, expect, it } from 'vitest';
import {
  jobOrderScreens,
  searchDocumentScreens,
  searchDocumentTypes,
  searchHitLink,
  searchHolder,
  searchKey,
  seesDocumentType,
  seesJobOrders,
  shortNumber,
} from './search.ts';
import { noRights, type RightsByScreen } from './rights.ts';

const viewing = (...screens: string[]): { superuser: boolean; rights: RightsByScreen } => ({
  superuser: false,
  rights: Object.fromEntries(screens.map((screen) => [screen, { ...noRights, views: 'Y' as const }])),
});

describe('unit: search keys', () => {
  it('normalises case, separators and Arabic-Indic digits', () => {
    expect(searchKey(' 12-345 ab ')).toBe('12345AB');
    expect(searchKey('١٢٣٤٥')).toBe('12345');
    expect(searchKey('۱۲۳')).toBe('123');
    expect(searchKey('jo-2026-001')).toBe('JO2026001');
    expect(searchKey('---')).toBe('');
  });

  it('gives the short number of a numbered job order only', () => {
    expect(shortNumber('JO-2026-00123')).toBe('123');
    expect(shortNumber('JO-2026-00000')).toBe('0');
    expect(shortNumber('JO-E2E-VW-1')).toBeUndefined();
  });

  it('names a screen for every indexed document type', () => {
    expect(Object.keys(searchDocumentScreens).sort()).toEqual([...searchDocumentTypes].sort());
  });
});

describe('unit: search rights and links', () => {
  it('shows job orders to users of a job order screen only', () => {
    expect(jobOrderScreens).toContain('SGRG012');
    expect(seesJobOrders(viewing('SGRG004'))).toBe(true);
    expect(seesJobOrders(viewing('SGRM010'))).toBe(false);
    expect(seesJobOrders({ superuser: true, rights: {} })).toBe(true);
  });

  it('shows a document type to users of its screen', () => {
    expect(seesDocumentType(viewing('SGRG004'), 'QUOT')).toBe(true);
    expect(seesDocumentType(viewing('SGRG004'), 'IRQ')).toBe(false);
    expect(seesDocumentType(viewing('SGRG004'), 'UNKNOWN')).toBe(false);
    expect(seesDocumentType({ superuser: true, rights: {} }, 'UNKNOWN')).toBe(true);
  });

  it('opens the vehicle workflow, else the job order page the user may view', () => {
    const jobOrder = { jobordno: 'JO-2026-00001', kind: 'MOI' as const };
    expect(searchHitLink(viewing('SGRG012'), jobOrder)).toBe('/vehicle-workflow?jobordno=JO-2026-00001');
    expect(searchHitLink(viewing('SGRJ001'), jobOrder)).toBe(
      '/jobCardQs?mod=true&status=VIEW&docnumbr=JO-2026-00001',
    );
    expect(searchHitLink(viewing('SGRK003'), { ...jobOrder, kind: 'KPTC' })).toBe(
      '/receptionInspection?mod=true&status=VIEW&docnumbr=JO-2026-00001',
    );
    expect(searchHitLink(viewing('SGRG004'), jobOrder)).toBeUndefined();
  });
});

describe('unit: search holder', () => {
  it('names the roles of the next step and the assigned team leader among them', () => {
    // 1215: the estimation is the team leader's step.
    const holder = searchHolder({ statuscde: 1215, teamleadername: 'Ahmed', emplname: 'Ali' });
    expect(holder.group).toBe('inProgress');
    expect(holder.roles).toContain('TEAMLEADER');
    expect(holder.people).toEqual([{ role: 'TEAMLEADER', name: 'Ahmed' }]);
  });

  it('names the approvers while the estimation waits for approval', () => {
    const holder = searchHolder({ statuscde: 1235, teamleadername: 'Ahmed' });
    expect(holder.group).toBe('waitingApproval');
    expect(holder.roles).toContain('APPROVER_MOI');
    expect(holder.people).toEqual([]);
  });
});
