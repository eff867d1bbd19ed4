/**
 * Filters, columns and form links of the store voucher lists (one list page for every type): the
 * store (either side of a transfer) and a transfer's state are sent to `get<Name>List` with the date
 * window; the search box keeps the rows whose number, job order, supplier, department or reference
 * match. Columns: number, date (DD/MM/YYYY), store, what the type has (other store, supplier,
 * department, job order, reference, transfer state), quantity and KWD value with the footer total.
 */
import type { TFunction } from 'i18next';
import type { StoreVoucherMaster } from '@fleet/shared/parts/store-vouchers';
import {
  matchesSearch,
  searchKey,
  type FilterField,
  type FilterOption,
  type FilterValues,
} from '../../../../kit/filters/model.ts';
import { lookupFilter } from '../../../../kit/filters/lookupFilter.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { pickedQuery } from '../../../../kit/list/listPage.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { VoucherListRequest } from '../api.ts';
import type { ReferenceKind, VoucherScreen } from '../vouchers.ts';
import { amountColumn, dayColumn, fieldColumn } from '../../../../kit/list/columns.ts';
import { valueColumn } from '../../../../kit/list/valueColumns.ts';

export const voucherFilterIds = { store: 'storecode', state: 'trfstatus', date: 'docdate' } as const;

export const transferStates = ['INTRANSIT', 'POSTED'] as const;

/** The filter fields of a type's list: store, the transfer's state (transfers), the date window. */
export function voucherFilterFields(
  t: TFunction,
  screen: VoucherScreen,
  stores: { options: FilterOption[]; loading: boolean },
): FilterField[] {
  return [
    lookupFilter(voucherFilterIds.store, t('stores:fields.store'), stores),
    ...(screen.transfer
      ? [
          {
            kind: 'select' as const,
            id: voucherFilterIds.state,
            label: t('stores:fields.trfstatus'),
            options: transferStates.map((state) => ({ value: state, label: transferStateText(t, state) })),
          },
        ]
      : []),
    { kind: 'dateRange', id: voucherFilterIds.date, label: t('stores:list.dateRange') },
  ];
}

/** The server-side filters as the list call's query (empty ones left out). */
export function voucherListQuery(values: FilterValues): VoucherListRequest {
  const { trfstatus, ...picked } = pickedQuery(values, ['fromdate', 'todate', 'storecode', 'trfstatus']);
  const state = transferStates.find((known) => known === trfstatus);
  return { ...picked, ...(state ? { trfstatus: state } : {}) };
}

/** The search box: voucher number, job order, vehicle, supplier, department, stores and reference. */
export function matchesVoucher(row: StoreVoucherMaster, values: FilterValues): boolean {
  return matchesSearch(values[searchKey], [
    row.docnumbr,
    row.jobordno,
    row.vehicleno,
    row.vendcode,
    row.vendname,
    row.deptcode,
    row.deptnam,
    row.storenam,
    row.tostorenam,
    row.refdocno,
    row.garreqno,
  ]);
}

/** Names of the masters in Arabic by code (the list rows carry the English ones). */
export interface ArabicNames {
  stores: ReadonlyMap<string, string>;
  departments: ReadonlyMap<string, string>;
  vendors: ReadonlyMap<string, string>;
}

const named = (names: ReadonlyMap<string, string>, code: string, english: string, arabic: boolean) =>
  (arabic && names.get(code)) || english || code;

/** What the reference (`refdocno`) is called on a type. */
export function referenceLabel(t: TFunction, kind: ReferenceKind): string {
  if (kind === 'issue') return t('stores:fields.issueVoucher');
  if (kind === 'request') return t('stores:fields.requestVoucher');
  if (kind === 'order') return t('stores:fields.order');
  return t('stores:fields.reference');
}

/** A transfer's state in the UI language. */
export const transferStateText = (t: TFunction, state: StoreVoucherMaster['trfstatus']): string =>
  state ? t(`stores:trfstatus.${state}`) : '';

export function voucherColumns(screen: VoucherScreen, names: ArabicNames) {
  const { fields } = screen;
  return (t: TFunction, arabic: boolean): DocumentColumn<StoreVoucherMaster>[] => {
    const columns: DocumentColumn<StoreVoucherMaster>[] = [
      fieldColumn('docnumbr', t('stores:fields.docnumbr'), 150),
      dayColumn('docdate', t('stores:fields.docdate'), 120),
      valueColumn(
        'storenam',
        fields.toStore ? t('stores:fields.fromstore') : t('stores:fields.store'),
        (row) => named(names.stores, row.storecode, row.storenam, arabic),
      ),
    ];
    if (fields.toStore)
      columns.push({
        id: 'tostorenam',
        header: t('stores:fields.tostore'),
        value: (row) => named(names.stores, row.tostorecode, row.tostorenam, arabic),
      });
    if (fields.supplier)
      columns.push({
        id: 'vendname',
        header: t('stores:fields.supplier'),
        value: (row) => named(names.vendors, row.vendcode, row.vendname, arabic),
      });
    if (fields.department)
      columns.push({
        id: 'deptnam',
        header: t('stores:fields.department'),
        value: (row) => (row.deptcode ? named(names.departments, row.deptcode, row.deptnam, arabic) : ''),
      });
    if (fields.jobOrder) columns.push(fieldColumn('jobordno', t('stores:fields.jobordno'), 140));
    if (fields.reference) columns.push(fieldColumn('refdocno', referenceLabel(t, fields.reference)));
    // A request is open until a transfer fulfils it.
    if (screen.transfer || screen.type === 'SRQ')
      columns.push({
        id: 'trfstatus',
        header: screen.transfer ? t('stores:fields.trfstatus') : t('stores:fields.requeststatus'),
        value: (row) => transferStateText(t, row.trfstatus),
      });
    columns.push(
      fieldColumn('totalqty', t('stores:fields.totalqty')),
      amountColumn('totalval', t('stores:fields.totalval'), 120),
    );
    return columns;
  };
}

/** The form of a type in a mode (`?mod=false&status=ADD`, `?mod=true&status=VIEW&docnumbr=...`). */
export const voucherFormUrl = (screen: VoucherScreen, status: FormStatus, docnumbr?: string) =>
  documentFormUrl(screen.formPath, status, docnumbr);
