/**
 * Spare parts and stores of the master written straight into the local runtime's table, for the
 * documents that buy, invoice, request or hold them: each test file gives its own prefix or store code
 * so its parts and balances are its own.
 */
import { putItem } from '@fleet/functions/lib/db';
import { ok, signIn, type ApiClient } from './api.ts';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';

let counter = 0;

/** The part `sparepart` of make INMS (every make), by the piece unless `spareuom` says otherwise. */
export async function putTestSparePart(
  sparepart: string,
  part: { sparenam: string; sparenamar: string; sparepric: number; sparecat: string; spareuom?: string },
  project = 'MOI',
): Promise<void> {
  await putItem(
    masterItem(masterKeys.record(project, masterTypes.sparePart, sparepart), 'sparePart', {
      sparepart,
      spareuom: 'PCS',
      ...part,
      vehmakid: 'INMS',
      version: 1,
    }),
  );
}

/** A new part `<prefix>-<n>` at `price` (engine parts of make INMS, by the piece); returns its code. */
export async function testSparePart(prefix: string, price: number, project = 'MOI'): Promise<string> {
  const sparepart = `${prefix}-${++counter}`;
  await putTestSparePart(
    sparepart,
    {
      sparenam: `Test part ${counter}`,
      sparenamar: `قطعة اختبار ${counter}`,
      sparepric: price,
      sparecat: 'ENGINE',
    },
    project,
  );
  return sparepart;
}

/** A store of the master: a main store, or a garage store (`storetype` GARAGE) of `garage` when given. */
export async function putTestStore(
  storecode: string,
  store: {
    storenam: string;
    storenamar: string;
    storetype: 'MAIN' | 'GARAGE' | 'CONSIGNMENT';
    garage?: string;
  },
  project = 'MOI',
): Promise<void> {
  await putItem(
    masterItem(masterKeys.record(project, masterTypes.store, storecode), 'store', {
      storecode,
      ...store,
      status: 'active',
    }),
  );
}

/** A garage store (G01 unless `garage` says) named in both languages: where a test's parts are issued. */
export const putGarageStore = (storecode: string, name: { en: string; ar: string }, garage = 'G01') =>
  putTestStore(storecode, { storenam: name.en, storenamar: name.ar, storetype: 'GARAGE', garage });

/** A part's balance in a store as the store keeper reads it (`getItemStock`); zeros when it holds none. */
export async function stockOf(
  sparepart: string,
  storecode: string,
): Promise<{ qtyonhand: number; avgcost: number; stockvalue: number; lowstock: string }> {
  const response = await (
    await signIn('storekeeper')
  ).client.get<{ qtyonhand: number; avgcost: number; stockvalue: number; lowstock: string }[]>(
    '/api/Store/getItemStock',
    { ItemNo: sparepart, storecode },
  );
  if (response.status !== 200) throw new Error(`getItemStock: ${JSON.stringify(response.body)}`);
  return response.body[0] ?? { qtyonhand: 0, avgcost: 0, stockvalue: 0, lowstock: 'Y' };
}

/** `client` receives `line` into `storecode` from `vendcode` on a direct receipt; a refusal fails the test. */
export const receiveDirect = async (
  client: ApiClient,
  line: { sparepart: string; qty: number; unitcost: number },
  storecode = 'MAIN',
  vendcode = 'V001',
) =>
  ok(
    await client.post('/api/Store/insertDirectReceipt', { storecode, vendcode, remarks: '', lines: [line] }),
  );
