/**
 * Issue 24 item 3 beyond the job card: document saves that refuse a request for a reason known before
 * the save takes no document number. Here the first image upload of a job order at a stage that does
 * not take the step (the counter `IMGUPLOAD#<year>` stays where it was; the next saved upload gets the
 * next number). The job card, KJO and inspection cases are in job-cards.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { getItem } from '@fleet/functions/lib/db';
import { signIn, refused, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { writeTestJobOrder } from '../../support/job-orders.ts';
import { uploadPng } from '../../support/uploads.ts';

type Saved = [string, { docnumbr: string }];

const run = Date.now().toString(36).toUpperCase();
const year = kuwaitClock(new Date()).date.slice(0, 4);
let sequence = 0;

const counterValue = async (name: string) =>
  Number((await getItem<{ value?: number }>('MOI#COUNTER', name))?.value ?? 0);

/** A KPTC job order on a vehicle of its own, moved along `statuses` through the engine. */
const jobOrderAt = async (statuses: number[]) =>
  (await writeTestJobOrder(`JO-NUM-${run}-${++sequence}`, 'KPTC', statuses)).jobordno;

useRuntimeEnv();
const admin = (await signIn('admin')).client;

describe('integration: a refused image upload takes no number (issue 24 item 3)', () => {
  it('refuses the first reception upload of a job order past the step without taking a number', async () => {
    // Arrange: a job order already at Reception Inspection (1204), past the reception image upload.
    const jobordno = await jobOrderAt([1201, 1204]);
    const fileId = await uploadPng(admin);
    const before = await counterValue(`IMGUPLOAD#${year}`);

    // Act
    const refusal = await admin.post<{ message: string }>('/api/ImageUpload/uploadGarageandAccessories', {
      jobordno,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [fileId] }],
    });
    const afterRefusal = await counterValue(`IMGUPLOAD#${year}`);
    const saved = await admin.post<Saved>('/api/ImageUpload/uploadGarageandAccessories', {
      jobordno: await jobOrderAt([1201]),
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [await uploadPng(admin)] }],
    });

    // Assert
    refused(refusal, messages.jobOrderWrongStage);
    expect(afterRefusal).toBe(before);
    expect(Number(ok(saved)[1].docnumbr.slice(-5))).toBe(before + 1);
  });
});
