/**
 * Demo data of the repair master side (called from functions/platform/seed/index.ts), idempotent:
 * - the sync sources `sync/<project>/employees.json` and `items.json` are written when absent: the
 *   seeded employees and items plus two new ones each, so the first demo sync creates 2 and leaves the
 *   rest unchanged, and the second changes nothing; a file put there by hand is left alone;
 * - the usage markers of the seeded garage technician assignments (written by the seed, not through
 *   the assignment call) are put, so a seeded technician is not deleted while assigned.
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Employee, SparePart } from '@fleet/shared/platform/lookups';
import type { SyncSource } from '@fleet/shared/masters/master-repair';
import { s3 } from '#lib/aws';
import { queryAll, transactWrite, type Row } from '#lib/db';
import { requireEnv } from '#lib/env';
import { garageTechnicianKeys } from '../../engines/document-stores.ts';
import { employees } from '../../platform/seed/organisation.ts';
import { spareParts } from '../../platform/seed/parts.ts';
import { syncSourceKey } from './sync.ts';
import { employeeMarkerItems } from '../../engines/masters/repair-usage.ts';

const newEmployees: Employee[] = [
  {
    emplcode: 'E2001',
    emplname: 'Yousef Al-Mutairi',
    emplnamar: 'يوسف المطيري',
    jobtitle: 'Technician',
    jobtitlear: 'فني',
    garageid: 'G01',
    mobile: '55123401',
    status: 'active',
  },
  {
    emplcode: 'E2002',
    emplname: 'Noura Al-Kandari',
    emplnamar: 'نورة الكندري',
    jobtitle: 'Inspector',
    jobtitlear: 'مفتش',
    garageid: 'G02',
    mobile: '66123402',
    status: 'active',
  },
];

const newItems: Omit<SparePart, 'version'>[] = [
  {
    sparepart: 'SYNC-0001',
    sparenam: 'Cabin air filter (synced)',
    sparenamar: 'فلتر هواء المقصورة',
    sparepric: 4.5,
    spareuom: 'PCS',
    sparecat: 'FILTERS',
    vehmakid: 'INMS',
  },
  {
    sparepart: 'SYNC-0002',
    sparenam: 'Wiper blade 24 inch (synced)',
    sparenamar: 'مساحة زجاج 24 بوصة',
    sparepric: 2.75,
    spareuom: 'PCS',
    sparecat: 'ACCESSORIES',
    vehmakid: 'INMS',
  },
];

async function putIfMissing(project: string, source: SyncSource, records: unknown[]): Promise<void> {
  const Bucket = requireEnv('BUCKET_NAME');
  const Key = syncSourceKey(project, source);
  try {
    await s3().send(new HeadObjectCommand({ Bucket, Key }));
    return;
  } catch {
    // absent: written below
  }
  await s3().send(
    new PutObjectCommand({
      Bucket,
      Key,
      Body: JSON.stringify(records, null, 2),
      ContentType: 'application/json',
    }),
  );
}

/** Markers of the live seeded garage technician assignments (Puts: running again changes nothing). */
async function markSeededAssignments(project: string): Promise<void> {
  const assignments = await queryAll<Row>({ index: 'gsi1', pk: garageTechnicianKeys.byDate(project) });
  for (const assignment of assignments) {
    if (assignment['deldate']) continue;
    const details = Array.isArray(assignment['details']) ? (assignment['details'] as Row[]) : [];
    const items = employeeMarkerItems(
      project,
      { type: 'ASSIGNTECHG', jobordno: String(assignment['jobordno']) },
      [],
      details.map((line) => String(line['empcdetech'] ?? '')),
    );
    if (items.length) await transactWrite(items);
  }
}

export async function seedMasterRepair(project: string): Promise<void> {
  await Promise.all([
    putIfMissing(project, 'employees', [...employees, ...newEmployees]),
    putIfMissing(project, 'items', [...spareParts.map(({ version: _unused, ...part }) => part), ...newItems]),
    markSeededAssignments(project),
  ]);
}
