/**
 * The demo seed in the local runtime: every demo user signs in to its projects (and only those), and
 * running the seed again changes nothing and fails nothing (it runs here in-process against the
 * runtime's stores, with the runtime's environment).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { demoUsers, seed } from '../../../functions/platform/seed/index.ts';
import { openingStockItems } from '../../../functions/platform/seed/stock.ts';
import { anonymous, signIn, type ApiClient, signInAll } from '../../support/api.ts';
import { runtimeTable } from '../../support/dynamo.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';

let env: Record<string, string>;
let table: DynamoDBDocumentClient;

const read = async (pk: string, sk: string) =>
  (await table.send(new GetCommand({ TableName: env.TABLE_NAME, Key: { pk, sk }, ConsistentRead: true })))
    .Item;

beforeAll(() => {
  env = useRuntimeEnv();
  table = runtimeTable(env);
});

describe('integration: demo users', () => {
  it.each(demoUsers.map((user) => [user.usercode, user] as const))(
    '%s signs in to each of its projects with the demo password',
    async (_usercode, user) => {
      for (const project of user.projects) {
        const { session } = await signIn(user.usercode, { project });

        expect(session).toMatchObject({
          usercode: user.usercode,
          username: user.username,
          superuser: user.superuser ? 'Y' : 'N',
          project,
        });
      }
    },
  );

  it('keeps a user out of a project it is not in', async () => {
    const response = await anonymous().post('/api/Auth/login', {
      project: 'KPTC',
      username: 'moiapprover',
      password: demoUsers[0]?.password,
    });

    expect(response.status).toBe(403);
  });

  it("gives each role's demo user the rights of its role", async () => {
    const { client } = await signIn('accountant');

    const rights = await client.get<Record<string, { views: string }>>(
      '/api/UserRights/getuserformspermissions',
      {
        userid: 'accountant',
      },
    );

    expect(rights.body['SGRT076']).toMatchObject({ views: 'Y' });
    expect(rights.body['SGRM013']).toMatchObject({ views: 'Y' });
    expect(rights.body['SGRM010']).toBeUndefined();
  });
});

describe('integration: seed idempotency', () => {
  let storekeeper: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    [storekeeper, admin] = await signInAll(['storekeeper', 'admin']);
  });

  it('runs again without failing and without changing seeded or edited data', async () => {
    const adminRole = await read('GLOBAL#ROLE', 'ADMIN');
    const reception = await read('GLOBAL#USER', 'reception');
    const counter = await read('MOI#COUNTER', 'ACCESSORY');
    const garages = await storekeeper.get('/api/getGarage');
    const marker = await read('GLOBAL#SEED', 'MASTERDATA');
    const edited = await admin.post('/api/putLabourcost', {
      wrkshpid: 'WS05',
      mainrepid: 'MR0501',
      subrepid: 'SR050103',
      newlaborcost: 1.75,
      version: 1,
    });
    expect(edited.status).toBe(200);

    await seed({ userPoolId: env.USER_POOL_ID! });
    await seed({ userPoolId: env.USER_POOL_ID! });

    expect(await read('GLOBAL#ROLE', 'ADMIN')).toEqual(adminRole);
    expect(await read('GLOBAL#USER', 'reception')).toEqual(reception);
    expect(await read('MOI#COUNTER', 'ACCESSORY')).toEqual(counter);
    expect(await read('GLOBAL#SEED', 'MASTERDATA')).toEqual(marker);
    expect((await storekeeper.get('/api/getGarage')).body).toEqual(garages.body);
    expect(await read('MOI#M#SUBREPAIR', 'WS05#MR0501#SR050103')).toMatchObject({
      laborcost: 1.75,
      version: 2,
    });
    // Users keep signing in with the demo password after a re-run.
    expect((await signIn('reception')).session.usercode).toBe('reception');
  });

  it('finishes a seed that stopped half way without writing over what is already there', async () => {
    // The opening stock is written in transactions of 100 puts; one holding an existing key falls back
    // to one put each, which leaves that key alone.
    const [first] = openingStockItems('MOI');
    const changed = { ...(await read(first!.pk, first!.sk)), changedInTheApp: true };
    await table.send(new PutCommand({ TableName: env.TABLE_NAME, Item: changed }));
    await table.send(
      new DeleteCommand({ TableName: env.TABLE_NAME, Key: { pk: 'GLOBAL#SEED', sk: 'STOCK#MOI' } }),
    );

    await seed({ userPoolId: env.USER_POOL_ID! });

    expect(await read(first!.pk, first!.sk)).toEqual(changed);
    expect(await read('GLOBAL#SEED', 'STOCK#MOI')).toMatchObject({ entity: 'seedMarker' });
  });
});

describe('integration: demo procurement', () => {
  it('leaves a request with the garage approver, a cost sheet with MOI, an LPO to inspect and a credit with KPTC', async () => {
    const marker = (await read('GLOBAL#SEED', 'PROCUREMENT#MOI')) as
      | {
          waitingForGarage: string;
          waitingForMoi: string;
          waitingForInspection: string;
          invoiceToPay: string;
          creditWaitingForKptc: string;
        }
      | undefined;
    expect(marker).toBeDefined();
    const garage = (await signIn('garageapprover')).client;
    const moi = (await signIn('moiapprover')).client;
    const storekeeper = (await signIn('storekeeper')).client;

    const garageList = await garage.get<{ docnumbr: string }[]>(
      '/api/PurchaseRequest/getPurchaseRequestPendingList',
      { level: 'GARAGE' },
    );
    expect(garageList.body.map((row) => row.docnumbr)).toContain(marker!.waitingForGarage);
    const moiList = await moi.get<{ docnumbr: string }[]>('/api/CostSheet/getCostSheetPendingList');
    expect(moiList.body.map((row) => row.docnumbr)).toContain(marker!.waitingForMoi);
    const sheet = await moi.get<{ lines: { vendcode: string; lowest: boolean }[] }>(
      '/api/CostSheet/getCostSheetById',
      { costshtno: marker!.waitingForMoi },
    );
    // Each line went to its lowest offer, from two suppliers' quotations with their documents.
    expect(sheet.body.lines.map((line) => [line.vendcode, line.lowest])).toEqual([
      ['V001', true],
      ['V002', true],
    ]);
    const toInspect = await storekeeper.get<{ docnumbr: string; openqty: number }[]>(
      '/api/Lpo/getLpoInspectionNos',
    );
    expect(toInspect.body.find((row) => row.docnumbr === marker!.waitingForInspection)?.openqty).toBe(12);
    // The supplier's invoice approved by KPTC, and its credit for two returned sets waiting for KPTC.
    const kptc = (await signIn('kptcapprover')).client;
    const credits = await kptc.get<{ docnumbr: string; pivno: string; totalval: number }[]>(
      '/api/CreditInvoice/getCreditInvoicePendingList',
    );
    expect(credits.body.find((row) => row.docnumbr === marker!.creditWaitingForKptc)).toMatchObject({
      pivno: marker!.invoiceToPay,
      totalval: 34.5,
    });
    const invoice = await kptc.get<{ master: { approval: { state: string }; totalval: number } }>(
      '/api/PurchaseInvoice/getPurchaseInvoiceById',
      { docnumbr: marker!.invoiceToPay },
    );
    expect(invoice.body.master).toMatchObject({ approval: { state: 'approved' }, totalval: 138 });
  });
});

describe('integration: demo cost expenditure', () => {
  it("shows the demo documents' money on the cost expenditure page, synced as its Sync real costs does", async () => {
    const executive = (await signIn('executive')).client;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const page = await executive.get<{
      totalExpenditure: number;
      expenditures: { source: string; category: string; createdBy: string; amount: number }[];
    }>('/api/getCostExpenditure', { fromDate: yearAgo, toDate: today, limit: 50 });
    expect(page.status).toBe(200);
    const synced = page.body.expenditures.filter((row) => row.source === 'sync');
    expect(synced.length).toBeGreaterThan(0);
    expect(synced.every((row) => row.createdBy === 'System' && row.amount > 0)).toBe(true);
    expect(synced.map((row) => row.category)).toContain('maintenance');
    expect(page.body.totalExpenditure).toBeGreaterThan(0);
  });
});
