/**
 * The item request list's filters (date range, default the last 30 days; approval state), columns
 * and form links (`/sparepartsapprove`, the spec's form route; `status=APPROVE&level=GARAGE` is the
 * garage approver's screen, the link of its approval notification).
 */
import type { TFunction } from 'i18next';
import { filterQuery, type FilterField, type FilterValues } from '../../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { ItemRequestRow } from '../api.ts';
import { amountColumn, dayColumn, fieldColumn } from '../../../../kit/list/columns.ts';

export const itemRequestListPath = '/sparepartsapprovelist';
export const itemRequestPath = '/sparepartsapprove';
export const itemRequestStates = ['pending', 'approved', 'rejected'] as const;

export const itemRequestFilterFields = (t: TFunction): FilterField[] => [
  {
    kind: 'select',
    id: 'state',
    label: t('itemRequest:list.state'),
    options: itemRequestStates.map((state) => ({ value: state, label: t(`itemRequest:state.${state}`) })),
    placeholder: t('itemRequest:list.allStates'),
  },
  { kind: 'text', id: 'jobordno', label: t('itemRequest:fields.jobordno') },
  { kind: 'dateRange', id: 'docdate', label: t('itemRequest:list.dateRange') },
];

export function itemRequestListQuery(values: FilterValues) {
  const { fromdate, todate } = filterQuery({ docdate: values['docdate'] ?? '' });
  const state = typeof values['state'] === 'string' && values['state'] ? values['state'] : undefined;
  return { ...(fromdate ? { fromdate } : {}), ...(todate ? { todate } : {}), ...(state ? { state } : {}) };
}

export function matchesItemRequestFilters(row: ItemRequestRow, values: FilterValues): boolean {
  const wanted = values['jobordno'];
  return (
    typeof wanted !== 'string' ||
    !wanted.trim() ||
    row.jobordno.toLowerCase().includes(wanted.trim().toLowerCase())
  );
}

/** Changed or deleted only before the decision (or after a rejection) and with nothing issued. */
export const rowEditable = (row: ItemRequestRow) =>
  row.issuedqty === 0 && (row.state === 'rejected' || (row.state === 'pending' && row.waiting.length > 0));

export const itemRequestUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(itemRequestPath, status, docnumbr);

export const approvalUrl = (docnumbr: string) =>
  `${itemRequestPath}?${new URLSearchParams({ docnumbr, mod: 'true', status: 'APPROVE', level: 'GARAGE' }).toString()}`;

export function itemRequestColumns(t: TFunction): DocumentColumn<ItemRequestRow>[] {
  return [
    fieldColumn('docnumbr', t('itemRequest:fields.docnumbr'), 150),
    dayColumn('docdate', t('itemRequest:fields.docdate')),
    fieldColumn('jobordno', t('itemRequest:fields.jobordno'), 150),
    fieldColumn('vehicleno', t('itemRequest:fields.vehicleno')),
    fieldColumn('storenam', t('itemRequest:fields.store')),
    {
      id: 'state',
      header: t('itemRequest:list.state'),
      value: (row) => t(`itemRequest:state.${row.state}`),
      minWidth: 120,
    },
    fieldColumn('totalqty', t('itemRequest:fields.totalqty')),
    fieldColumn('issuedqty', t('itemRequest:fields.issuedqty')),
    fieldColumn('openqty', t('itemRequest:fields.openqty')),
    amountColumn('totalval', t('itemRequest:fields.totalval')),
  ];
}
