/**
 * The purchase request lists' filters (date range, default the last 30 days; approval state; job
 * order for the requests with one), columns in the UI language (status name 1242..1248, approval
 * state and the level it waits at, KWD 3 decimals) and the row rules.
 */
import type { TFunction } from 'i18next';
import { statusLabel } from '@fleet/shared';
import type { PurchaseListQuery } from '@fleet/shared/procurement/procurement';
import type { FilterField, FilterValues } from '../../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import type { PurchaseRequestRow } from '../api.ts';
import type { PurchaseRequestKind } from '../kinds.ts';
import { amountColumn, dayColumn, fieldColumn } from '../../../../kit/list/columns.ts';
import {
  chosenValue,
  containsText,
  dateAndStateWindow,
  stateField,
} from '../../../../kit/list/documentFilters.ts';
import { stateColumn, valueColumn } from '../../../../kit/list/valueColumns.ts';

export const requestFilterFields = (t: TFunction, kind: PurchaseRequestKind): FilterField[] => [
  stateField(t, 'purchaseRequest'),
  ...(kind.withjo
    ? [{ kind: 'text' as const, id: 'jobordno', label: t('purchaseRequest:fields.jobordno') }]
    : []),
  { kind: 'text', id: 'search', label: t('purchaseRequest:list.searchRequests') },
  { kind: 'dateRange', id: 'docdate', label: t('purchaseRequest:list.dateRange') },
];

/** The server-side part: the date window, the state and the job order. */
export function requestListQuery(values: FilterValues): PurchaseListQuery {
  const jobordno = chosenValue(values['jobordno'])?.trim();
  return { ...(dateAndStateWindow(values) as PurchaseListQuery), ...(jobordno ? { jobordno } : {}) };
}

/** The client-side part: number, plate, store or item request (contains, any case). */
export const matchesRequestFilters = (row: PurchaseRequestRow, values: FilterValues): boolean =>
  containsText(
    [row.docnumbr, row.vehicleno, row.storecode, row.storenam, row.requstno, row.jobordno],
    values['search'],
  );

/** Changed or deleted while no level decided it yet (waiting for the garage), or after a rejection. */
export const rowEditable = (row: Pick<PurchaseRequestRow, 'state' | 'waiting'>) =>
  row.state === 'rejected' || (row.state === 'pending' && row.waiting.includes('GARAGE'));

/** The levels a pending request waits at, in the UI language ('—' when none). */
export function waitingText(t: TFunction, row: Pick<PurchaseRequestRow, 'state' | 'waiting'>): string {
  return row.state === 'pending' && row.waiting.length > 0
    ? row.waiting.map((level) => t(`kit:approval.levels.${level}`)).join(', ')
    : '—';
}

export function requestColumns(
  t: TFunction,
  arabic: boolean,
  kind: PurchaseRequestKind,
): DocumentColumn<PurchaseRequestRow>[] {
  return [
    fieldColumn('docnumbr', t('purchaseRequest:fields.purreqno'), 165),
    dayColumn('docdate', t('purchaseRequest:fields.docdate')),
    ...(kind.withjo
      ? [
          fieldColumn<PurchaseRequestRow, 'jobordno'>('jobordno', t('purchaseRequest:fields.jobordno'), 170),
          fieldColumn<PurchaseRequestRow, 'vehicleno'>('vehicleno', t('purchaseRequest:fields.vehicleno')),
        ]
      : []),
    valueColumn('storenam', t('purchaseRequest:fields.store'), (row) => row.storenam || row.storecode),
    valueColumn('requstno', t('purchaseRequest:fields.requstno'), (row) => row.requstno || '—'),
    fieldColumn('totalqty', t('purchaseRequest:fields.totalqty')),
    amountColumn('totalval', t('purchaseRequest:fields.totalval')),
    valueColumn('status', t('purchaseRequest:fields.status'), (row) => statusLabel(row.status, arabic), 150),
    stateColumn(t, 'purchaseRequest', 110),
    valueColumn('waiting', t('purchaseRequest:list.waiting'), (row) => waitingText(t, row), 110),
  ];
}
