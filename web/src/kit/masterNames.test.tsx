// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noRights } from '@fleet/shared';
import { api } from '../api/client.ts';
import { clearSession, setSession } from '../auth/session.ts';
import { setLanguage } from '../i18n/index.ts';
import { DocumentList } from './list/DocumentList.tsx';
import { useDocumentListPage } from './list/useDocumentListPage.tsx';
import { loadMasterNames, useReaderNames } from './masterNames.ts';
import { kindsOf, localizeNames, masterName, namesByCode, readerName } from './names.ts';
import { renderPage, setupI18n } from './test/testing.tsx';
import { clearQueryCache } from './useQuery.ts';

vi.mock('../api/client.ts', () => ({ api: { get: vi.fn() } }));

const garages = [
  { garageid: 'G01', garagnam: 'Shuwaikh Main', garagnamar: 'الشويخ الرئيسي' },
  { garageid: 'G02', garagnam: 'Sabhan Branch', garagnamar: '' },
];
const stores = [{ storecode: 'MAIN', storenam: 'Main Store', storenamar: 'المخزن الرئيسي' }];
const items = [{ sparepart: 'FLT-1001', sparenam: 'Oil filter', sparenamar: 'فلتر زيت' }];
const makes = [{ makecode: 'TOY', vehmakid: 'TOY', vehmaknam: 'Toyota', vehmaknamar: 'تويوتا' }];
const workshops = [{ wrkshpid: 'WS01', wrkshpnam: 'Mechanical Workshop', wrkshpnamar: 'الورشة الميكانيكية' }];
const masters: Record<string, unknown[]> = {
  getGarage: garages,
  'Store/getStoreList': stores,
  getSpareParts: items,
  getVehicleMake: makes,
  getWorkShop: workshops,
};

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  clearSession();
  clearQueryCache();
  vi.mocked(api.get).mockReset();
  localStorage.clear();
  await act(() => setLanguage('en'));
});

function signIn() {
  setSession({
    sessionToken: 'test-session',
    usercode: 'storekeeper',
    username: 'Store Keeper',
    superuser: false,
    project: 'MOI',
    projects: ['MOI'],
    rights: { SGRM005: { ...noRights, views: 'Y' } },
  });
}

const serveMasters = () =>
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path in masters) return masters[path];
    throw new Error(`unexpected call ${path}`);
  });

describe('unit: names in the reader language', () => {
  const names = {
    garages: namesByCode('garages', garages),
    stores: namesByCode('stores', stores),
    items: namesByCode('items', items),
    makes: namesByCode('makes', makes),
    workshops: namesByCode('workshops', workshops),
  };

  it("localizes a row's vehicle make and workshop beside their codes too (issue 25 item 7)", () => {
    const row = { vehmakid: 'TOY', vehmaknam: 'Toyota', wrkshpid: 'WS01', wrkshpnam: 'Mechanical Workshop' };
    expect(kindsOf(row)).toEqual(['makes', 'workshops']);
    expect(localizeNames(row, names)).toEqual({
      vehmakid: 'TOY',
      vehmaknam: 'تويوتا',
      wrkshpid: 'WS01',
      wrkshpnam: 'الورشة الميكانيكية',
    });
  });

  it('localizes a make or garage a row keeps by name only (no code) by the master English name', () => {
    const row = { jobordno: 'JO-1', vehmaknam: 'Toyota', garagnam: 'Shuwaikh Main', sparenam: 'Oil filter' };
    expect(kindsOf(row)).toEqual(['garages', 'makes']);
    expect(localizeNames(row, names)).toEqual({ ...row, vehmaknam: 'تويوتا', garagnam: 'الشويخ الرئيسي' });
  });

  it("names one record in the reader's language: the master's Arabic, else the saved name, else the code", () => {
    expect(readerName(names, 'items', 'FLT-1001', 'Oil filter', true)).toBe('فلتر زيت');
    expect(readerName(names, 'items', 'FLT-1001', 'Oil filter', false)).toBe('Oil filter');
    expect(readerName(names, 'garages', 'G02', 'Sabhan Branch', true)).toBe('Sabhan Branch');
    expect(readerName(names, 'items', 'X-9', '', true)).toBe('X-9');
    expect(readerName({}, 'makes', 'TOY', 'Toyota', true)).toBe('Toyota');
    // A row that keeps only the English name of its make.
    expect(readerName(names, 'makes', undefined, 'Toyota', true)).toBe('تويوتا');
    expect(readerName(names, 'makes', undefined, 'Toyota', false)).toBe('Toyota');
  });

  it("swaps the names beside codes for the masters' Arabic names, keeping the codes", () => {
    const row = {
      docnumbr: 'SIV-1',
      garage: 'G01',
      garagnam: 'Shuwaikh Main',
      storecode: 'MAIN',
      storenam: 'Main Store',
    };
    expect(localizeNames(row, names)).toEqual({
      docnumbr: 'SIV-1',
      garage: 'G01',
      garagnam: 'الشويخ الرئيسي',
      storecode: 'MAIN',
      storenam: 'المخزن الرئيسي',
    });
    expect(row.garagnam).toBe('Shuwaikh Main');
  });

  it('keeps the saved name where the master has no Arabic name or does not know the code', () => {
    const row = { garage: 'G02', garagnam: 'Sabhan Branch', sparepart: 'X-1', sparenam: 'Unknown part' };
    expect(localizeNames(row, names)).toBe(row);
  });

  it('says which masters a row names, and prints both names on a document', () => {
    expect(kindsOf({ storecode: 'MAIN', storenam: 'Main Store', sparepart: 'A', sparenam: 'a' })).toEqual([
      'stores',
      'items',
    ]);
    expect(kindsOf({ storecode: 'MAIN' })).toEqual([]);
    expect(masterName(names, 'items', 'FLT-1001', 'Oil filter')).toEqual({
      en: 'Oil filter',
      ar: 'فلتر زيت',
    });
    expect(masterName(names, 'garages', 'G02', 'Sabhan Branch')).toEqual({ en: 'Sabhan Branch', ar: '' });
  });

  it('reads the masters a PDF needs once, through the lookups cache', async () => {
    signIn();
    serveMasters();

    const first = await loadMasterNames(['stores', 'items']);
    const again = await loadMasterNames(['stores']);

    expect(first.items?.get('FLT-1001')?.ar).toBe('فلتر زيت');
    expect(again.stores?.get('MAIN')?.ar).toBe('المخزن الرئيسي');
    expect(
      vi
        .mocked(api.get)
        .mock.calls.map(([path]) => path)
        .sort(),
    ).toEqual(['Store/getStoreList', 'getSpareParts']);
  });
});

interface Voucher {
  docnumbr: string;
  garage: string;
  garagnam: string;
}

function VoucherList() {
  const page = useDocumentListPage<Voucher>({
    screen: 'SGRM005',
    fields: [],
    window: 'none',
    fetch: async () => [{ docnumbr: 'GIV-1', garage: 'G01', garagnam: 'Shuwaikh Main' }],
    pageSizeKey: 'pageSize:test',
    columns: () => [
      { id: 'docnumbr', header: 'No', value: (row) => row.docnumbr },
      { id: 'garagnam', header: 'Garage', value: (row) => row.garagnam },
    ],
  });
  return <DocumentList<Voucher> {...page.listProps} title="Vouchers" trackBy={(row) => row.docnumbr} />;
}

const garageCell = () =>
  createWrapper(document.body).findTable()?.findBodyCell(1, 3)?.getElement().textContent ?? '';

describe('component: a list in the reader language', () => {
  it("shows an Arabic reader the garage's Arabic name from the master, and reads no master in English", async () => {
    signIn();
    serveMasters();
    renderPage(<VoucherList />);
    await waitFor(() => expect(garageCell()).toBe('Shuwaikh Main'));
    expect(api.get).not.toHaveBeenCalled();

    await act(() => setLanguage('ar'));

    await waitFor(() => expect(garageCell()).toBe('الشويخ الرئيسي'));
    expect(vi.mocked(api.get).mock.calls.map(([path]) => path)).toEqual(['getGarage']);
  });
});

function ItemLine({ code, saved }: { code: string; saved: string }) {
  const nameOf = useReaderNames(['items']);
  return <span data-testid="item-name">{nameOf('items', code, saved)}</span>;
}

describe("component: a form's names in the reader language", () => {
  it('names an item line from the item master for an Arabic reader, and reads nothing for an English one', async () => {
    signIn();
    serveMasters();
    const view = renderPage(<ItemLine code="FLT-1001" saved="Oil filter" />);
    const shown = () => view.getByTestId('item-name').textContent;
    await waitFor(() => expect(shown()).toBe('Oil filter'));
    expect(api.get).not.toHaveBeenCalled();

    await act(() => setLanguage('ar'));

    await waitFor(() => expect(shown()).toBe('فلتر زيت'));
    expect(vi.mocked(api.get).mock.calls.map(([path]) => path)).toEqual(['getSpareParts']);
  });
});
