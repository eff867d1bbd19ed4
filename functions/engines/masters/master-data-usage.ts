/**
 * Who uses a vehicle-side master record, found by key (no Scan), so a delete of a record in use is
 * refused (docs/master-data.md).
 *
 * - Makes, models, colours: a vehicle record (`<project>#M#VEHICLE` / plate) carries two index
 *   entries, written by the vehicle module's own Put (functions/reception/vehicles/data.ts) and by the seed, so
 *   they follow every save and leave with the vehicle's delete:
 *   gsi1 `<project>#USES#VEHMAKE#<vehmakid>` / `<vehmodid>#<vehicleno>` (the vehicles of a make: one
 *   Query; of a model: the same Query with `begins_with <vehmodid>#`) and
 *   gsi2 `<project>#USES#COLOR#<colorcode>` / `<vehicleno>` (the vehicles of a colour).
 * - Suppliers: every procurement document transaction (`commitChange` of functions/procurement/common.ts:
 *   purchase quotations, cost sheets, LPOs, supplier invoices) adds a marker item
 *   `<project>#USES#VENDOR#<vendcode>` / `<document pk>` for each supplier its master or lines name.
 * - Accessories: each image upload save adds a marker `<project>#USES#ACCESSORY#<accessoryid>` /
 *   `<document pk>|<document sk>` per accessory group it holds.
 * Markers are only ever added, in the writer's own transaction; the delete's check reads the marked
 * documents (one Query or batch read) and counts only those that still name the record and are not
 * deleted, so a supplier changed on a document or a deleted document does not block.
 */
import { getItems, queryAll, queryPage, transactPut, type TransactItem, type Row } from '#lib/db';
import { key } from '#lib/table';

export const usageKeys = {
  make: (project: string, vehmakid: string) => key.project(project, 'USES', 'VEHMAKE', vehmakid),
  color: (project: string, colorcode: string) => key.project(project, 'USES', 'COLOR', colorcode),
  vendor: (project: string, vendcode: string) => key.project(project, 'USES', 'VENDOR', vendcode),
  accessory: (project: string, accessoryid: string) => key.project(project, 'USES', 'ACCESSORY', accessoryid),
};

/** The index attributes of a vehicle record (spread into the item wherever a vehicle is written). */
export function vehicleUse(
  project: string,
  vehicle: { vehicleno: string; vehmakid?: string; vehmodid?: string; colorcode?: string },
): Record<string, string> {
  return {
    ...(vehicle.vehmakid
      ? {
          gsi1pk: usageKeys.make(project, vehicle.vehmakid),
          gsi1sk: `${vehicle.vehmodid ?? ''}#${vehicle.vehicleno}`,
        }
      : {}),
    ...(vehicle.colorcode
      ? { gsi2pk: usageKeys.color(project, vehicle.colorcode), gsi2sk: vehicle.vehicleno }
      : {}),
  };
}

const documentItem = (sk: unknown) => sk === 'MASTER' || (typeof sk === 'string' && sk.startsWith('LINE#'));

/**
 * Marker puts for the suppliers a document transaction names: one per (supplier, document) among the
 * master and line Puts of `items`. Unconditional and idempotent.
 */
export function vendorUseItems(project: string, items: readonly TransactItem[]): TransactItem[] {
  const seen = new Map<string, { vendcode: string; pk: string; doctype: string }>();
  for (const item of items) {
    const put = item.Put?.Item as Row | undefined;
    if (!put || !documentItem(put['sk'])) continue;
    const vendcode = put['vendcode'];
    if (typeof vendcode !== 'string' || !vendcode) continue;
    const pk = String(put['pk']);
    const doctype = pk.split('#')[1] ?? '';
    seen.set(`${vendcode}|${pk}`, { vendcode, pk, doctype });
  }
  return [...seen.values()].map((use) =>
    transactPut({
      pk: usageKeys.vendor(project, use.vendcode),
      sk: use.pk,
      entity: 'vendorUse',
      vendcode: use.vendcode,
      doctype: use.doctype,
    }),
  );
}

/** What uses a record: the document type and number for the refusal message. */
export interface Use {
  doctype: string;
  docnumbr: string;
}

/** The first live document naming the supplier, or undefined. */
export async function findVendorUse(project: string, vendcode: string): Promise<Use | undefined> {
  let cursor: string | undefined;
  do {
    const page = await queryPage<Row>({ pk: usageKeys.vendor(project, vendcode), limit: 25, cursor });
    for (const marker of page.items) {
      const items = await queryAll<Row>({ pk: String(marker['sk']) });
      const master = items.find((item) => item['sk'] === 'MASTER');
      if (!master || master['deldate']) continue;
      if (items.some((item) => documentItem(item['sk']) && item['vendcode'] === vendcode))
        return { doctype: String(marker['doctype'] ?? ''), docnumbr: String(master['docnumbr'] ?? '') };
    }
    cursor = page.cursor;
  } while (cursor);
  return undefined;
}

/**
 * `items` with a marker put per accessory the image upload documents among them hold (their Puts of
 * entity `imageUpload`), for the same transaction.
 */
export function withAccessoryUse(project: string, items: TransactItem[]): TransactItem[] {
  const markers = new Map<string, TransactItem>();
  for (const item of items) {
    const put = item.Put?.Item as Row | undefined;
    if (!put || put['entity'] !== 'imageUpload' || !Array.isArray(put['accessories'])) continue;
    for (const group of put['accessories'] as { accessoryId?: unknown }[]) {
      if (typeof group.accessoryId !== 'string' || !group.accessoryId) continue;
      const sk = `${String(put['pk'])}|${String(put['sk'])}`;
      markers.set(
        `${group.accessoryId}|${sk}`,
        transactPut({
          pk: usageKeys.accessory(project, group.accessoryId),
          sk,
          entity: 'accessoryUse',
          accessoryid: group.accessoryId,
        }),
      );
    }
  }
  return [...items, ...markers.values()];
}

/** The first live document holding images of the accessory, or undefined. */
export async function findAccessoryUse(project: string, accessoryid: string): Promise<Use | undefined> {
  let cursor: string | undefined;
  do {
    const page = await queryPage<Row>({ pk: usageKeys.accessory(project, accessoryid), limit: 25, cursor });
    const keys = page.items.map((marker) => {
      const [pk = '', sk = ''] = String(marker['sk']).split('|');
      return { pk, sk };
    });
    const documents = keys.length ? await getItems<Row>(keys) : [];
    const live = documents.find(
      (document) =>
        !document['deldate'] &&
        Array.isArray(document['accessories']) &&
        (document['accessories'] as { accessoryId?: unknown }[]).some(
          (group) => group.accessoryId === accessoryid,
        ),
    );
    if (live) return { doctype: 'IMGUPLOAD', docnumbr: String(live['docnumbr'] ?? '') };
    cursor = page.cursor;
  } while (cursor);
  return undefined;
}
