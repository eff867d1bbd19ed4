/**
 * Estimation images (spec 001 "Estimation (quotation)": uploadEstimationImages, getEstimationImages,
 * deleteEstimationImage, getEstimationImageFile) through the local runtime, on the product's upload
 * rules: files reach S3 with a presigned POST and are confirmed (type, 10 MB, first bytes) before an
 * estimation takes them.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import type { ListedEstimationImage as Image } from '@fleet/functions/garage/estimation/images';
import { signInAll, type ApiClient, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { jobOrderStatus, testJobOrderAt } from '../../support/job-orders.ts';
import { pngBytes, uploadPdf, uploadPng } from '../../support/uploads.ts';

const q = (call: string) => `/api/Quotation/${call}`;

/** A job order whose garage inspection is complete (1213): ready for its estimation. */
const inspectedJobOrder = () => testJobOrderAt('QI', 1213);

/** A new estimation (job order at 1213 first), waiting for MOI. */
async function newEstimation(): Promise<{ docnumbr: string; version: number }> {
  const jobordno = await inspectedJobOrder();
  const saved = await teamleader.post<[string, { docnumbr: string; version: number }]>(
    q('insertupdatequotation'),
    {
      jobordno,
      remarks: 'Photos of the damage',
      lines: [{ linetype: 'PART', sparepart: 'OIL-4001', sparenam: 'Engine oil', qty: 1, unitprice: 10 }],
    },
  );
  return ok(saved)[1];
}

const listOf = async (client: ApiClient, estimationId: string) =>
  client.get<Image[]>(q('getEstimationImages'), { estimationId });

useRuntimeEnv();
const [teamleader, moi, reception] = await signInAll(['teamleader', 'moiapprover', 'reception']);

describe('integration: estimation images', () => {
  it('attaches several confirmed images with their names, lists them with a link and serves their bytes', async () => {
    const { docnumbr } = await newEstimation();
    const files = [await uploadPng(teamleader, 'left.png'), await uploadPng(teamleader, 'right.png')];

    const answer = await teamleader.post<[string, { images: Image[] }]>(q('uploadEstimationImages'), {
      estimationId: docnumbr,
      files,
      fileNames: ['Left door dent', ''],
    });

    expect(ok(answer)[0]).toBe(messages.imagesUploaded);
    const listed = await listOf(moi, docnumbr);
    expect(ok(listed).map((image) => [image.imageId, image.fileName, image.contentType])).toEqual([
      [files[0], 'Left door dent', 'image/png'],
      [files[1], 'right.png', 'image/png'],
    ]);
    expect(listed.body[0]).toMatchObject({ estimationId: docnumbr, uploadedBy: 'teamleader' });
    expect(listed.body[0]).not.toHaveProperty('objectkey');
    const shown = await fetch(listed.body[0]!.url!);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(pngBytes());

    const file = await fetch(new URL(`${q('getEstimationImageFile')}?imageId=${files[1]}`, moi.base), {
      headers: { authorization: `Bearer ${moi.token}`, 'x-project': 'MOI', 'x-session': moi.session! },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain('right.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pngBytes());
  });

  it('refuses files that are not confirmed images, names that do not match and an unknown estimation', async () => {
    const { docnumbr } = await newEstimation();
    const pdf = await uploadPdf(teamleader);
    const png = await uploadPng(teamleader);

    const document = await teamleader.post(q('uploadEstimationImages'), {
      estimationId: docnumbr,
      files: [pdf],
    });
    const unknown = await teamleader.post(q('uploadEstimationImages'), {
      estimationId: docnumbr,
      files: ['no-such-upload'],
    });
    const names = await teamleader.post(q('uploadEstimationImages'), {
      estimationId: docnumbr,
      files: [png],
      fileNames: ['a', 'b'],
    });
    const empty = await teamleader.post(q('uploadEstimationImages'), { estimationId: docnumbr, files: [] });
    const missing = await teamleader.post(q('uploadEstimationImages'), {
      estimationId: 'QT-1999-99999',
      files: [png],
    });

    expect([document.status, document.body]).toEqual([400, { message: messages.imageUploadUnknownFile }]);
    expect([unknown.status, unknown.body]).toEqual([400, { message: messages.imageUploadUnknownFile }]);
    expect(names.status).toBe(400);
    expect(names.body).toMatchObject({
      message: formatMessage(messages.fieldInvalid, { field: 'fileNames' }),
    });
    expect(empty.status).toBe(400);
    expect([missing.status, missing.body]).toEqual([404, { message: messages.notFound }]);
    expect((await listOf(teamleader, docnumbr)).body).toEqual([]);
  });

  it('attaches an upload once only, and leaves nothing behind when one file of a batch is refused', async () => {
    const { docnumbr } = await newEstimation();
    const first = await uploadPng(teamleader);
    await teamleader.post(q('uploadEstimationImages'), { estimationId: docnumbr, files: [first] });
    const fresh = await uploadPng(teamleader);

    const again = await teamleader.post(q('uploadEstimationImages'), {
      estimationId: docnumbr,
      files: [fresh, first],
    });

    expect(again.status).toBe(409);
    expect((await listOf(teamleader, docnumbr)).body.map((image) => image.imageId)).toEqual([first]);
  });

  it('deletes an image with its file, and refuses once an approver decided', async () => {
    const { docnumbr } = await newEstimation();
    const files = [await uploadPng(teamleader), await uploadPng(teamleader)];
    await teamleader.post(q('uploadEstimationImages'), { estimationId: docnumbr, files });

    const deleted = await teamleader.post<[string, { imageId: string }]>(
      q('deleteEstimationImage'),
      undefined,
      {
        imageId: files[0],
      },
    );
    const gone = await teamleader.post(q('deleteEstimationImage'), undefined, { imageId: files[0] });
    const fileGone = await teamleader.get(q('getEstimationImageFile'), { imageId: files[0] });
    const estimation = await teamleader.get<{ master: { version: number } }>(q('getByQuotId'), { docnumbr });
    const approved = await moi.post(q('approvequotation'), {
      docnumbr,
      version: estimation.body.master.version,
      action: 'approveAll',
    });
    const afterApproval = await teamleader.post(q('deleteEstimationImage'), undefined, { imageId: files[1] });

    expect(ok(deleted)).toEqual([
      messages.estimationImageDeleted,
      { imageId: files[0], estimationId: docnumbr },
    ]);
    expect([gone.status, gone.body]).toEqual([404, { message: messages.imageNotFound }]);
    expect(fileGone.status).toBe(404);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect([afterApproval.status, afterApproval.body]).toEqual([
      400,
      { message: messages.estimationNotEditable },
    ]);
    expect((await listOf(teamleader, docnumbr)).body.map((image) => image.imageId)).toEqual([files[1]]);
  });

  it("needs the estimation screen's rights: views to read, edits to attach or delete", async () => {
    const { docnumbr } = await newEstimation();
    const png = await uploadPng(reception);

    const attach = await reception.post(q('uploadEstimationImages'), {
      estimationId: docnumbr,
      files: [png],
    });
    const list = await reception.get(q('getEstimationImages'), { estimationId: docnumbr });

    expect([attach.status, attach.body]).toEqual([403, { message: messages.forbidden }]);
    expect(list.status).toBe(403);
  });
});

describe('integration: estimation images added before the first save (issue 25 item 5)', () => {
  const oilLine = { linetype: 'PART', sparepart: 'OIL-4001', sparenam: 'Engine oil', qty: 1, unitprice: 10 };
  const saveNew = (jobordno: string, images: { fileId: string; fileName?: string }[], lines = [oilLine]) =>
    teamleader.post<[string, { docnumbr: string }]>(q('insertupdatequotation'), {
      jobordno,
      remarks: 'Photos taken at the inspection',
      lines,
      images,
    });
  const estimationOf = (jobordno: string) =>
    teamleader.get(q('getQuotationByJobordno'), { docnumbr: jobordno });

  it('attaches the uploaded images with the save, under their names, in their order', async () => {
    const jobordno = await inspectedJobOrder();
    const files = [await uploadPng(teamleader, 'left.png'), await uploadPng(teamleader, 'right.png')];

    const saved = await saveNew(jobordno, [
      { fileId: files[0]!, fileName: 'Left door dent' },
      { fileId: files[1]! },
    ]);

    expect(ok(saved)[0]).toBe(messages.estimationSaved);
    const listed = await listOf(moi, saved.body[1].docnumbr);
    expect(
      listed.body.map((image) => [image.imageId, image.fileName, image.contentType, image.uploadedBy]),
    ).toEqual([
      [files[0], 'Left door dent', 'image/png', 'teamleader'],
      [files[1], 'right.png', 'image/png', 'teamleader'],
    ]);
    expect(new Uint8Array(await (await fetch(listed.body[1]!.url!)).arrayBuffer())).toEqual(pngBytes());
  });

  it('writes nothing when one image cannot be attached: no estimation, the job order where it was', async () => {
    const jobordno = await inspectedJobOrder();
    const png = await uploadPng(teamleader);
    const pdf = await uploadPdf(teamleader);
    // An upload another estimation took already: the save's transaction fails on it.
    const { docnumbr: other } = await newEstimation();
    const taken = await uploadPng(teamleader);
    await teamleader.post(q('uploadEstimationImages'), { estimationId: other, files: [taken] });

    const document = await saveNew(jobordno, [{ fileId: png }, { fileId: pdf }]);
    const unknown = await saveNew(jobordno, [{ fileId: png }, { fileId: 'no-such-upload' }]);
    const twice = await saveNew(jobordno, [{ fileId: png }, { fileId: png }]);
    const attached = await saveNew(jobordno, [{ fileId: png }, { fileId: taken }]);

    expect([document.status, document.body]).toEqual([400, { message: messages.imageUploadUnknownFile }]);
    expect([unknown.status, unknown.body]).toEqual([400, { message: messages.imageUploadUnknownFile }]);
    expect([twice.status, twice.body]).toEqual([
      400,
      { message: formatMessage(messages.fieldInvalid, { field: 'images' }) },
    ]);
    expect(attached.status, JSON.stringify(attached.body)).toBe(409);
    expect((await estimationOf(jobordno)).status).toBe(404);
    expect(await jobOrderStatus(jobordno)).toBe(1213);
    expect((await listOf(teamleader, other)).body.map((image) => image.imageId)).toEqual([taken]);

    // The same images are taken by the next save that can attach them.
    const saved = await saveNew(jobordno, [{ fileId: png }]);
    expect((await listOf(teamleader, ok(saved)[1].docnumbr)).body.map((image) => image.imageId)).toEqual([
      png,
    ]);
  });

  it('keeps lines and images of one save within 80 together', async () => {
    const jobordno = await inspectedJobOrder();
    const png = await uploadPng(teamleader);
    const lines = Array.from({ length: 80 }, (_, index) => ({ ...oilLine, remarks: `line ${index + 1}` }));

    const over = await saveNew(jobordno, [{ fileId: png }], lines);

    expect(over.status).toBe(400);
    expect((over.body as unknown as { message: string }).message).toBe(messages.estimationImagesOverLimit);
    expect((await estimationOf(jobordno)).status).toBe(404);
  });
});
