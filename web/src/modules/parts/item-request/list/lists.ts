/**
 * The item request list's filters (date range, default the last 30 days; approval state), columns
 * and form links (`/sparepartsapprove`, the spec's form route; `status=APPROVE&level=GARAGE` is the
 * garage approver's screen, the link of its approval notification).
 */
import type { TFunction } from 'i18next';
import { filterQuery, type FilterField, type FilterValues } from '../../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { listDay } from '../../../../kit/list/listPage.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { ItemRequestRow } from '../api.ts';

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
    { id: 'docnumbr', header: t('itemRequest:fields.docnumbr'), value: (row) => row.docnumbr, minWidth: 150 },
    {
      id: 'docdate',
      header: t('itemRequest:fields.docdate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    { id: 'jobordno', header: t('itemRequest:fields.jobordno'), value: (row) => row.jobordno, minWidth: 150 },
    { id: 'vehicleno', header: t('itemRequest:fields.vehicleno'), value: (row) => row.vehicleno },
    { id: 'storenam', header: t('itemRequest:fields.store'), value: (row) => row.storenam },
    {
      id: 'state',
      header: t('itemRequest:list.state'),
      value: (row) => t(`itemRequest:state.${row.state}`),
      minWidth: 120,
    },
    { id: 'totalqty', header: t('itemRequest:fields.totalqty'), value: (row) => row.totalqty },
    { id: 'issuedqty', header: t('itemRequest:fields.issuedqty'), value: (row) => row.issuedqty },
    { id: 'openqty', header: t('itemRequest:fields.openqty'), value: (row) => row.openqty },
    {
      id: 'totalval',
      header: t('itemRequest:fields.totalval'),
      value: (row) => row.totalval,
      amount: true,
      total: true,
    },
  ];
}
