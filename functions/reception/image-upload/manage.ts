/**
 * Image upload calls: each reads, checks and writes. The first upload of a job order and type moves
 * the job order through the status engine (UploadImages_Moi / _Reception / _Garage, with history and
 * event); later uploads, replacements and deletes only change the document. Images are confirmed
 * uploads (Files/confirm) of the project; removing one from a document deletes its S3 object.
 */
import { isAllowed, messages, type RightAction } from '@fleet/shared';
import {
  imageCount,
  imageUploadScreen,
  imageUploadStep,
  mergeGroups,
  type ImageFormType,
  type ImageUploadDocument,
  type ImageUploadListQuery,
  type ImageUploadPutRequest,
  type ImageUploadRequest,
  type PendingImageUpload,
  type StoredImage,
} from '@fleet/shared/reception/image-upload';
import { isImageType } from '@fleet/shared/platform/files';
import { eligibleStatuses, stepAllowed, workflowSteps } from '@fleet/shared/engines/workflow';
import { getItems, transactWrite } from '#lib/db';
import { BadRequestError, ForbiddenError, NotFoundError, found } from '#lib/errors';
import { saveNumbered } from '../../engines/numbers.ts';
import type { Caller } from '#lib/registry';
import { requireOpenJobOrder, writeJobOrderAs } from '../../engines/status/engine.ts';
import { withAccessoryUse } from '../../engines/masters/master-data-usage.ts';
import { kuwaitClock } from '#lib/clock';
import { jobOrdersAtStatuses } from '../../engines/status/choices.ts';
import { confirmedFiles, deleteFile } from '../../engines/files/store.ts';
import {
  deleteDocument,
  imageUploadKeys,
  listPage,
  imageUploadNumbering,
  putDocument,
  readByJobOrder,
  readByNumber,
} from './data.ts';
import { givenFields, fieldsOf } from '#lib/attributes';

/** The right of a type's screen (SGRJ001 moi, SGRK002 rec, SGRG001 gar); superuser bypasses. */
export function requireImageRight(caller: Caller, frmtypeimg: ImageFormType, action: RightAction) {
  if (!isAllowed(caller, imageUploadScreen[frmtypeimg], action)) throw new ForbiddenError();
}

type Groups<K extends string> = ({ images: string[] } & Record<K, string>)[];

/** The stored image lists for the given ids (every id must be a confirmed image of the project). */
async function storedGroups(
  project: string,
  locations: Groups<'garageId'>,
  accessories: Groups<'accessoryId'>,
): Promise<Pick<ImageUploadDocument, 'locations' | 'accessories'>> {
  const ids = [...locations, ...accessories].flatMap((group) => group.images);
  const files = await confirmedFiles(project, ids);
  const image = (id: string): StoredImage => {
    const file = files.get(id);
    if (!file || !isImageType(file.contentType)) throw new BadRequestError(messages.imageUploadUnknownFile);
    return { imageName: id, fileName: file.fileName, contentType: file.contentType, size: file.size };
  };
  return {
    locations: locations.map((group) => ({ garageId: group.garageId, images: group.images.map(image) })),
    accessories: accessories.map((group) => ({
      accessoryId: group.accessoryId,
      images: group.images.map(image),
    })),
  };
}

const idsOf = <K extends string>(groups: ({ images: StoredImage[] } & Record<K, string>)[], keyName: K) =>
  groups.map((group) => ({
    [keyName]: group[keyName],
    images: group.images.map((image) => image.imageName),
  })) as Groups<K>;

const allImageNames = (document: Pick<ImageUploadDocument, 'locations' | 'accessories'>) =>
  [...document.locations, ...document.accessories].flatMap((group) =>
    group.images.map((image) => image.imageName),
  );

/**
 * Writes a stored document as the caller changed it, at the version read: the next version, who
 * changed it and when, its image count, and the accessories it uses.
 */
async function saveChanged(caller: Caller, changed: ImageUploadDocument, version: number, now: Date) {
  const next: ImageUploadDocument = {
    ...changed,
    updatedby: caller.usercode,
    updatedat: now.toISOString(),
    version: version + 1,
  };
  next.imagecount = imageCount(next);
  await transactWrite(withAccessoryUse(caller.project, [putDocument(caller.project, next, version)]));
  return next;
}

/**
 * POST uploadGarageandAccessories: the first call of a job order and type creates the document and
 * takes the workflow step; later calls add images to it.
 */
export async function uploadImages(caller: Caller, body: ImageUploadRequest, now: Date) {
  const existing = await readByJobOrder(caller.project, body.jobordno, body.frmtypeimg);
  requireImageRight(caller, body.frmtypeimg, existing ? 'edits' : 'adds');
  const core = await requireOpenJobOrder(caller.project, body.jobordno);
  const at = now.toISOString();
  if (existing) {
    const groups = await storedGroups(
      caller.project,
      mergeGroups(idsOf(existing.locations, 'garageId'), body.locations, 'garageId'),
      mergeGroups(idsOf(existing.accessories, 'accessoryId'), body.accessories, 'accessoryId'),
    );
    const document = await saveChanged(caller, { ...existing, ...groups }, existing.version, now);
    return { docnumbr: document.docnumbr, version: document.version, statuscde: core.statuscde };
  }
  // Refused at another stage before a number is taken (issue 24 item 3), as the engine would refuse it.
  if (!stepAllowed(imageUploadStep[body.frmtypeimg], core.statuscde))
    throw new BadRequestError(messages.jobOrderWrongStage);
  const groups = await storedGroups(
    caller.project,
    mergeGroups([], body.locations, 'garageId'),
    mergeGroups([], body.accessories, 'accessoryId'),
  );
  const { date } = kuwaitClock(now);
  // The number is claimed in the job order write's transaction: a save it refuses takes none.
  return saveNumbered(
    caller.project,
    undefined,
    imageUploadNumbering(date.slice(0, 4)),
    async (docnumbr, claims) => {
      const document: ImageUploadDocument = {
        docnumbr,
        docdate: date,
        ...fieldsOf(body, 'jobordno frmtypeimg'),
        vehicleno: core.vehicleno,
        ...givenFields(core, 'vehmaknam garage garagnam'),
        ...groups,
        imagecount: 0,
        createdby: caller.usercode,
        createdat: at,
        version: 1,
      };
      document.imagecount = imageCount(document);
      const step = imageUploadStep[body.frmtypeimg];
      const written = await writeJobOrderAs(caller, {
        jobordno: body.jobordno,
        step,
        moves: [{ to: workflowSteps[step].to }],
        items: [...claims, ...withAccessoryUse(caller.project, [putDocument(caller.project, document)])],
      });
      return { docnumbr: document.docnumbr, version: document.version, statuscde: written.header.statuscde };
    },
  );
}

/** POST putuploadGarageandAccessories: replaces the image lists; images left out are deleted. */
export async function replaceImages(caller: Caller, body: ImageUploadPutRequest, now: Date) {
  requireImageRight(caller, body.frmtypeimg, 'edits');
  const existing = await readByNumber(caller.project, body.docnumbr);
  if (!existing || existing.jobordno !== body.jobordno || existing.frmtypeimg !== body.frmtypeimg)
    throw new NotFoundError(messages.imageUploadNotFound);
  await requireOpenJobOrder(caller.project, body.jobordno);
  const groups = await storedGroups(
    caller.project,
    mergeGroups([], body.locations, 'garageId'),
    mergeGroups([], body.accessories, 'accessoryId'),
  );
  const document = await saveChanged(caller, { ...existing, ...groups }, body.version, now);
  const kept = new Set(allImageNames(document));
  await Promise.all(
    allImageNames(existing)
      .filter((name) => !kept.has(name))
      .map((name) => deleteFile(caller.project, name)),
  );
  return { docnumbr: document.docnumbr, version: document.version };
}

export async function readImageUpload(
  caller: Caller,
  query: { docnumbr?: string; jobordno?: string; frmtypeimg?: ImageFormType },
  allowed?: readonly ImageFormType[],
) {
  const document = query.docnumbr
    ? await readByNumber(caller.project, query.docnumbr)
    : await readByJobOrder(caller.project, query.jobordno!, query.frmtypeimg!);
  if (!document || (allowed && !allowed.includes(document.frmtypeimg)))
    throw new NotFoundError(messages.imageUploadNotFound);
  requireImageRight(caller, document.frmtypeimg, 'views');
  return document;
}

async function documentForChange(caller: Caller, docnumbr: string, action: RightAction) {
  const document = found(await readByNumber(caller.project, docnumbr), messages.imageUploadNotFound);
  requireImageRight(caller, document.frmtypeimg, action);
  return document;
}

/** POST deleteImageUpload: the document and its objects (the job order keeps its status). */
export async function deleteImageUpload(caller: Caller, docnumbr: string) {
  const document = await documentForChange(caller, docnumbr, 'deletes');
  await transactWrite([deleteDocument(caller.project, document)]);
  await Promise.all(allImageNames(document).map((name) => deleteFile(caller.project, name)));
  return { docnumbr };
}

/** POST deleteLocationImage / deleteAccessoryImage: one image out of a group, and its object. */
export async function deleteOneImage(
  caller: Caller,
  request: { docnumbr: string; imageName: string } & ({ garageId: string } | { accessoryId: string }),
  now: Date,
) {
  const document = await documentForChange(caller, request.docnumbr, 'deletes');
  const without = <K extends string>(
    groups: ({ images: StoredImage[] } & Record<K, string>)[],
    keyName: K,
    id: string,
  ) => {
    let found = false;
    const next = groups
      .map((group) => {
        if (group[keyName] !== id) return group;
        const images = group.images.filter((image) => image.imageName !== request.imageName);
        found = images.length !== group.images.length;
        return { ...group, images };
      })
      .filter((group) => group.images.length > 0);
    return { found, next };
  };
  const changed =
    'garageId' in request
      ? (() => {
          const { found, next } = without(document.locations, 'garageId', request.garageId);
          return found ? { ...document, locations: next } : undefined;
        })()
      : (() => {
          const { found, next } = without(document.accessories, 'accessoryId', request.accessoryId);
          return found ? { ...document, accessories: next } : undefined;
        })();
  if (!changed) throw new NotFoundError(messages.imageNotFound);
  const next = await saveChanged(caller, changed, document.version, now);
  await deleteFile(caller.project, request.imageName);
  return { docnumbr: document.docnumbr, version: next.version };
}

const endOfDay = '#\uffff';

/** The route guard has checked views on the type's screen (the type is in the query). */
export async function listImageUploads(caller: Caller, query: ImageUploadListQuery) {
  const bounds: [string, string] = [
    query.fromdate ?? '0000-00-00',
    `${query.todate ?? '9999-12-31'}${endOfDay}`,
  ];
  const wanted = query.jobordno?.toLowerCase();
  const page = await listPage(caller.project, query.frmtypeimg, bounds, query.limit, query.cursor);
  const items = page.items
    .filter((document) => !wanted || document.jobordno.toLowerCase().includes(wanted))
    .map(({ locations: _locations, accessories: _accessories, ...row }) => row);
  return { items, ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/**
 * Job orders whose status allows the type's step and that have no document of the type yet (the route
 * guard has checked views on the type's screen).
 */
export async function pendingImageUploads(
  caller: Caller,
  frmtypeimg: ImageFormType,
): Promise<PendingImageUpload[]> {
  const jobOrders = await jobOrdersAtStatuses(caller.project, eligibleStatuses(imageUploadStep[frmtypeimg]));
  const documents = await getItems<Record<string, unknown>>(
    jobOrders.map((row) => imageUploadKeys.document(caller.project, row.jobordno, frmtypeimg)),
  );
  const uploaded = new Set(documents.map((item) => String(item['jobordno'])));
  return jobOrders.filter((row) => !uploaded.has(row.jobordno));
}
