/**
 * Image upload (spec 001 section 7 "Image upload"; screens SGRK002 rec, SGRG001 gar, SGRJ001 moi)
 * through the local runtime: files go to S3 first (presign, POST, confirm), then the calls carry their
 * ids. The first upload moves the job order (history written), later ones are edits; replace at a
 * version (409 when stale); pending lists; deleting one location or accessory image deletes its S3
 * object; rights by the form type's screen; validation messages.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { PresignAnswer, StoredFile } from '@fleet/shared/platform/files';
import type {
  ImageUploadDocument,
  ImageUploadPage,
  PendingImageUpload,
} from '@fleet/shared/reception/image-upload';
import type { JobOrderKind } from '@fleet/shared/reception/job-orders';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { type ApiClient, ok, refused, signIn } from '../../support/api.ts';
import { storedObjectExists } from '../../support/uploads.ts';
import { useRuntimeEnv, screenRights, signInWithRights } from '../../support/fixtures.ts';
import { writeTestJobOrder } from '../../support/job-orders.ts';

type Saved = [string, { docnumbr: string; version: number; statuscde?: number }];

const base = '/api/ImageUpload';
const run = randomUUID().slice(0, 6);
const today = kuwaitClock(new Date()).date;
let sequence = 0;

const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

/** Uploads a PNG through presign, S3 and confirm; returns the confirmed file. */
async function image(client: ApiClient, name = 'photo.png'): Promise<StoredFile> {
  const bytes = png();
  const presigned = await client.post<PresignAnswer>('/api/Files/presign', {
    purpose: 'image',
    fileName: name,
    contentType: 'image/png',
    size: bytes.length,
  });
  const form = new FormData();
  for (const [field, value] of Object.entries(presigned.body.fields)) form.append(field, value);
  form.append('file', new Blob([bytes], { type: 'image/png' }), name);
  await fetch(presigned.body.url, { method: 'POST', body: form });
  return ok(
    await client.post<[string, StoredFile]>('/api/Files/confirm', {
      uploadId: presigned.body.uploadId,
    }),
  )[1];
}

const plate = () =>
  `8/${run.replace(/\D/g, '').slice(0, 3).padEnd(3, '5')}${String(++sequence).padStart(3, '0')}`;

/** A job order of G02 created through the engine and moved along `statuses`. */
const jobOrder = async (kind: JobOrderKind, statuses: number[]) =>
  (
    await writeTestJobOrder(`JO-IU-${run}-${++sequence}`, kind, statuses, {
      garage: 'G02',
      vehicle: { vehicleno: plate() },
    })
  ).jobordno;

const upload = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<Saved>(`${base}/uploadGarageandAccessories`, body);
const byJobOrder = (client: ApiClient, jobordno: string, frmtypeimg: string) =>
  client.get<ImageUploadDocument>(`${base}/getImageUploadById`, { jobordno, frmtypeimg });

useRuntimeEnv();
const engine = await import('../../../functions/engines/status/engine.ts');
const admin = (await signIn('admin')).client;
const recOnly = await signInWithRights(screenRights('SGRK002', 'views', 'adds', 'edits', 'deletes'), {
  usercode: `img_rec_${run}`,
});
const nobody = await signInWithRights({});

describe('integration: ImageUpload/uploadGarageandAccessories (rec)', () => {
  it('creates the document, moves the job order to UploadImages_Reception and writes history', async () => {
    // Arrange
    const jobordno = await jobOrder('KPTC', [1201]);
    const [front, back, mirror] = [
      await image(recOnly, 'front.png'),
      await image(recOnly),
      await image(recOnly),
    ];
    const pendingBefore = await recOnly.get<PendingImageUpload[]>(`${base}/getImageUploadPendingList`);

    // Act
    const response = await upload(recOnly, {
      jobordno,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [front.fileId, back.fileId] }],
      accessories: [{ accessoryId: 'ACC01', images: [mirror.fileId] }],
    });

    // Assert
    expect(ok(response)[0]).toBe('Images uploaded successfully');
    expect(response.body[1]).toEqual({
      docnumbr: expect.stringMatching(/^IMG-\d{4}-\d{5}$/),
      version: 1,
      statuscde: 1203,
    });
    const core = await engine.readJobOrderCore('MOI', jobordno);
    expect(core?.statuscde).toBe(1203);
    const history = await engine.readHistory('MOI', jobordno);
    expect(history.map((entry) => entry.toStatus)).toEqual([1201, 1203]);
    expect(history[1]).toMatchObject({ fromStatus: 1201, user: `img_rec_${run}` });
    const document = await byJobOrder(recOnly, jobordno, 'rec');
    expect(document.body).toMatchObject({
      docnumbr: response.body[1].docnumbr,
      docdate: today,
      jobordno,
      frmtypeimg: 'rec',
      vehicleno: core?.vehicleno,
      imagecount: 3,
      version: 1,
      locations: [
        {
          garageId: 'G01',
          images: [
            { imageName: front.fileId, fileName: 'front.png', contentType: 'image/png', size: 16 },
            { imageName: back.fileId, fileName: 'photo.png', contentType: 'image/png', size: 16 },
          ],
        },
      ],
      accessories: [{ accessoryId: 'ACC01', images: [{ imageName: mirror.fileId }] }],
    });
    const byNumber = await recOnly.get<ImageUploadDocument>(`${base}/getImageUploadById`, {
      docnumbr: response.body[1].docnumbr,
    });
    expect(byNumber.body).toEqual(document.body);
    expect(pendingBefore.body.map((row) => row.jobordno)).toContain(jobordno);
    const pendingAfter = await recOnly.get<PendingImageUpload[]>(`${base}/getImageUploadPendingList`);
    expect(pendingAfter.body.map((row) => row.jobordno)).not.toContain(jobordno);
    const list = await recOnly.get<ImageUploadPage>(`${base}/getImageUploadList`, {
      fromdate: today,
      todate: today,
      jobordno,
    });
    expect(list.body.items).toEqual([
      expect.objectContaining({ docnumbr: response.body[1].docnumbr, jobordno, imagecount: 3 }),
    ]);
    expect(list.body.items[0]).not.toHaveProperty('locations');
  });

  it('adds images on a later upload as an edit: no second move, no history', async () => {
    const jobordno = await jobOrder('KPTC', [1201]);
    const first = await image(admin);
    const second = await image(admin);
    await upload(admin, {
      jobordno,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [first.fileId] }],
    });

    const response = await upload(admin, {
      jobordno,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [first.fileId, second.fileId] }],
    });

    expect(ok(response)[1]).toMatchObject({ version: 2, statuscde: 1203 });
    const document = await byJobOrder(admin, jobordno, 'rec');
    expect(document.body.locations[0]?.images.map((entry) => entry.imageName)).toEqual([
      first.fileId,
      second.fileId,
    ]);
    expect((await engine.readHistory('MOI', jobordno)).length).toBe(2);
  });

  it('refuses a job order that is not at a stage for the step', async () => {
    const jobordno = await jobOrder('KPTC', [1201, 1204]);
    const file = await image(admin);
    const response = await upload(admin, {
      jobordno,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [file.fileId] }],
    });
    refused(response, messages.jobOrderWrongStage);
  });

  it('refuses an upload without images, unknown ids and unknown job orders', async () => {
    const jobordno = await jobOrder('KPTC', [1201]);
    const none = await upload(admin, {
      jobordno,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [] }],
    });
    const unknown = await upload(admin, {
      jobordno,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [randomUUID()] }],
    });
    const missing = await upload(admin, {
      jobordno: `JO-NONE-${run}`,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [(await image(admin)).fileId] }],
    });
    const badType = await upload(admin, { jobordno, frmtypeimg: 'xyz', locations: [] });
    refused(none, messages.imageUploadNoImages);
    refused(unknown, messages.imageUploadUnknownFile);
    refused(missing, messages.jobOrderNotFound, 404);
    expect(badType.status).toBe(400);
  });

  it("needs the type's screen right", async () => {
    const jobordno = await jobOrder('KPTC', [1201]);
    const file = await image(nobody);
    const body = { jobordno, frmtypeimg: 'rec', locations: [{ garageId: 'G01', images: [file.fileId] }] };
    expect((await upload(nobody, body)).status).toBe(403);
    expect((await upload(recOnly, { ...body, frmtypeimg: 'gar' })).status).toBe(403);
    expect((await nobody.get(`${base}/getImageUploadList`)).status).toBe(403);
    expect((await nobody.get(`${base}/getImageUploadPendingList`)).status).toBe(403);
    expect((await recOnly.get(`${base}/getImageUploadGarageList`)).status).toBe(403);
    expect((await recOnly.get(`${base}/getImageUploadGaragePendingList`)).status).toBe(403);
  });
});

describe('integration: ImageUpload garage variant (gar)', () => {
  it('moves a job order at QCPASSIN to UploadImages_Garage and lists it by the garage calls', async () => {
    const jobordno = await jobOrder('KPTC', [1201, 1202, 1205]);
    const pending = await admin.get<PendingImageUpload[]>(`${base}/getImageUploadGaragePendingList`);
    const file = await image(admin);

    const response = await upload(admin, {
      jobordno,
      frmtypeimg: 'gar',
      locations: [{ garageId: 'G02', images: [file.fileId] }],
    });

    expect(pending.body.map((row) => row.jobordno)).toContain(jobordno);
    expect(response.body[1]).toMatchObject({ statuscde: 1207 });
    const list = await admin.get<ImageUploadPage>(`${base}/getImageUploadGarageList`, { jobordno });
    expect(list.body.items.map((row) => row.frmtypeimg)).toEqual(['gar']);
    const moigar = await admin.get<ImageUploadDocument>('/api/ImageUploadmoi/getImageUploadByIdmoigar', {
      docnumbr: response.body[1].docnumbr,
    });
    expect(moigar.body.jobordno).toBe(jobordno);
  });

  it('moves an MOI job card to UploadImages_Moi (moi)', async () => {
    const jobordno = await jobOrder('MOI', [1195, 1196]);
    const file = await image(admin);
    const response = await upload(admin, {
      jobordno,
      frmtypeimg: 'moi',
      accessories: [{ accessoryId: 'ACC01', images: [file.fileId] }],
    });
    expect(response.body[1]).toMatchObject({ statuscde: 1199 });
  });
});

describe('integration: ImageUpload replace and deletes', () => {
  async function documentWithImages() {
    const jobordno = await jobOrder('KPTC', [1201]);
    const files = [await image(admin), await image(admin), await image(admin)];
    const saved = await upload(admin, {
      jobordno,
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [files[0]!.fileId, files[1]!.fileId] }],
      accessories: [{ accessoryId: 'ACC01', images: [files[2]!.fileId] }],
    });
    return { jobordno, files, docnumbr: saved.body[1].docnumbr };
  }

  it('replaces the lists at the version, deletes left-out files, and answers 409 when stale', async () => {
    const { jobordno, files, docnumbr } = await documentWithImages();
    const body = {
      jobordno,
      frmtypeimg: 'rec',
      docnumbr,
      version: 1,
      locations: [{ garageId: 'G01', images: [files[0]!.fileId] }],
      accessories: [],
    };

    const replaced = await admin.post<Saved>(`${base}/putuploadGarageandAccessories`, body);
    const stale = await admin.post<Saved>(`${base}/putuploadGarageandAccessories`, body);

    expect(ok(replaced)).toEqual(['Images uploaded successfully', { docnumbr, version: 2 }]);
    expect(stale.status).toBe(409);
    const document = await byJobOrder(admin, jobordno, 'rec');
    expect(document.body.imagecount).toBe(1);
    expect(document.body.accessories).toEqual([]);
    expect(await storedObjectExists(files[0]!.key)).toBe(true);
    expect(await storedObjectExists(files[1]!.key)).toBe(false);
    expect(await storedObjectExists(files[2]!.key)).toBe(false);
  });

  it('deletes one location image and one accessory image with their S3 objects', async () => {
    const { jobordno, files, docnumbr } = await documentWithImages();

    const location = await admin.post<Saved>(`${base}/deleteLocationImage`, {
      docnumbr,
      garageId: 'G01',
      imageName: files[1]!.fileId,
    });
    const accessory = await admin.post<Saved>(`${base}/deleteAccessoryImage`, {
      docnumbr,
      accessoryId: 'ACC01',
      imageName: files[2]!.fileId,
    });
    const again = await admin.post(`${base}/deleteAccessoryImage`, {
      docnumbr,
      accessoryId: 'ACC01',
      imageName: files[2]!.fileId,
    });

    expect(location.body).toEqual([messages.imageDeleted, { docnumbr, version: 2 }]);
    expect(accessory.body).toEqual([messages.imageDeleted, { docnumbr, version: 3 }]);
    refused(again, messages.imageNotFound, 404);
    const document = await byJobOrder(admin, jobordno, 'rec');
    expect(document.body.locations).toEqual([
      { garageId: 'G01', images: [expect.objectContaining({ imageName: files[0]!.fileId })] },
    ]);
    expect(document.body.accessories).toEqual([]);
    expect(await storedObjectExists(files[1]!.key)).toBe(false);
    expect(await storedObjectExists(files[2]!.key)).toBe(false);
    expect(await storedObjectExists(files[0]!.key)).toBe(true);
  });

  it('deletes the document and its files; the job order keeps its status', async () => {
    const { jobordno, files, docnumbr } = await documentWithImages();

    const response = await admin.post(`${base}/deleteImageUpload`, undefined, { docnumbr });

    expect(response.body).toEqual([messages.imageUploadDeleted, { docnumbr }]);
    expect((await byJobOrder(admin, jobordno, 'rec')).status).toBe(404);
    for (const file of files) expect(await storedObjectExists(file.key)).toBe(false);
    expect((await engine.readJobOrderCore('MOI', jobordno))?.statuscde).toBe(1203);
    const missing = await admin.post(`${base}/deleteImageUpload`, { docnumbr });
    refused(missing, messages.imageUploadNotFound, 404);
  });

  it('needs the deletes right', async () => {
    const { docnumbr, files } = await documentWithImages();
    const response = await nobody.post(`${base}/deleteLocationImage`, {
      docnumbr,
      garageId: 'G01',
      imageName: files[0]!.fileId,
    });
    expect(response.status).toBe(403);
  });
});
