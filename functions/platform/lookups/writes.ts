/**
 * The lookup writes: accessories (SGRM021) and the labour charge update (SGRM012). Updates are
 * conditional on the version the user loaded (409 when someone else changed the record first).
 */
import type {
  Accessory,
  AddAccessoryBody,
  PutLabourcostBody,
  SubRepair,
  UpdateAccessoryBody,
} from '@fleet/shared/platform/lookups';
import { roundKwd } from '@fleet/shared/engines/amounts';
import {
  createPut,
  deleteItem,
  nextCounter,
  putItem,
  transactWrite,
  updateItem,
  withoutKeys,
  transactUpdate,
} from '#lib/db';
import { formatMessage, messages } from '@fleet/shared';
import { BadRequestError, ConflictError, NotFoundError, found } from '#lib/errors';
import { saveNumbered, yearNumbering, type Numbering } from '../../engines/numbers.ts';
import { getAccessory, getSubRepair } from '../../engines/masters/data.ts';
import { masterItem, masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { subRepairUse } from '../../engines/masters/repair-usage.ts';
import { findAccessoryUse } from '../../engines/masters/master-data-usage.ts';

/** Accessory ids: ACC + a zero-padded project counter (the seed starts the counter after its own). */
export const accessoryId = (counter: number) => `ACC${String(counter).padStart(3, '0')}`;
export const accessoryCounter = 'ACCESSORY';

export async function addAccessory(project: string, body: AddAccessoryBody): Promise<Accessory> {
  // A counter behind hand-made ids would collide once; skip taken ids a few times before giving up.
  // A master's id, not a document number: an id skipped this way is no gap anyone counts.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const accessory: Accessory = {
      accessoryid: accessoryId(await nextCounter(project, accessoryCounter)),
      accessorynam: body.accessorynam,
      accessorynamar: body.accessorynamar,
      status: 'active',
      version: 1,
    };
    const keys = masterKeys.record(project, masterTypes.accessory, accessory.accessoryid);
    try {
      await putItem(masterItem(keys, 'accessory', accessory), { ifNotExists: true });
      return accessory;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  throw new ConflictError();
}

export async function updateAccessory(project: string, body: UpdateAccessoryBody): Promise<Accessory> {
  if (!(await getAccessory(project, body.accessoryid))) throw new NotFoundError();
  const { pk, sk } = masterKeys.record(project, masterTypes.accessory, body.accessoryid);
  const updated = await updateItem(
    pk,
    sk,
    { accessorynam: body.accessorynam, accessorynamar: body.accessorynamar, status: body.status },
    { expectedVersion: body.version },
  );
  return withoutKeys(updated) as Accessory;
}

export async function deleteAccessory(project: string, accessoryid: string): Promise<void> {
  if (!(await getAccessory(project, accessoryid))) throw new NotFoundError();
  // Refused while an image upload holds images of it (markers: functions/engines/masters/master-data-usage.ts).
  const use = await findAccessoryUse(project, accessoryid);
  if (use)
    throw new BadRequestError(
      formatMessage(messages.accessoryInUse, { accessoryid, document: `${use.doctype} ${use.docnumbr}` }),
    );
  const { pk, sk } = masterKeys.record(project, masterTypes.accessory, accessoryid);
  await deleteItem(pk, sk);
}

/** Labour charge update numbers of a year (LC-<year>-<nnnnn>), claimed in the update's own transaction (#lib/numbers). */
export const labourChargeNumbering = (year: string): Numbering => yearNumbering('LABOURCHARGE', 'LC', year);

/**
 * Sets a sub repair's labour cost to the new cost and records the change for the labour charge
 * list (old and new cost, who and when, a number to open it by), in one transaction. The history row
 * is also a use of the sub repair (functions/engines/masters/repair-usage.ts): a sub repair with labour charge
 * updates is not deleted.
 */
export async function putLabourcost(
  project: string,
  body: PutLabourcostBody,
  user: { usercode: string; username: string },
  at: Date = new Date(),
): Promise<SubRepair & { docnumbr: string }> {
  const current = found(await getSubRepair(project, body.wrkshpid, body.mainrepid, body.subrepid));
  if (current.version !== body.version) throw new ConflictError();
  const newlaborcost = roundKwd(body.newlaborcost);
  const subRepairKeys = masterKeys.subRepair(project, body.wrkshpid, body.mainrepid, body.subrepid);
  const changedAt = at.toISOString();
  const numbering = labourChargeNumbering(String(at.getUTCFullYear()));
  return saveNumbered(project, undefined, numbering, async (docnumbr, claims) => {
    await transactWrite([
      ...claims,
      transactUpdate(subRepairKeys, {
        update: 'SET #cost = :cost, #version = #version + :one',
        condition: 'attribute_exists(pk) AND #version = :expected',
        names: { '#cost': 'laborcost', '#version': 'version' },
        values: { ':cost': newlaborcost, ':one': 1, ':expected': body.version },
      }),
      createPut({
        ...masterItem(masterKeys.labourCharge(project, docnumbr), 'labourCharge', {
          docnumbr,
          wrkshpid: body.wrkshpid,
          mainrepid: body.mainrepid,
          subrepid: body.subrepid,
          subrepnam: current.subrepnam,
          servctyp: body.servctyp ?? '',
          garagtyp: body.garagtyp ?? '',
          vehmakid: body.vehmakid ?? '',
          vehmodid: body.vehmodid ?? '',
          laborhors: current.laborhors,
          laborcost: current.laborcost,
          newlaborcost,
          cretuser: user.usercode,
          username: user.username,
          changedAt,
        }),
        gsi1pk: masterKeys.labourChargeByDate(project),
        gsi1sk: `${changedAt}#${docnumbr}`,
        ...subRepairUse(project, body, `LABOURCHARGE#${docnumbr}`),
      }),
    ]);
    return { ...current, laborcost: newlaborcost, version: body.version + 1, docnumbr };
  });
}
