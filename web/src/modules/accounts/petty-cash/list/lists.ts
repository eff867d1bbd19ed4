/**
 * Routes, filters, columns and links of the petty cash screens: the petty cash prepared
 * (`/pettycashList`, SGRT003: by date, default the last 30 days; vendor, job order and state), the
 * approver's lists (`/pettycashAprList`, SGRT004: pending, approved, and by vendor). The approval form
 * link is the one notifications open: `/pettycashApr?docnumbr=<n>&mod=true&status=APPROVE&level=THIRD`.
 */
import type { TFunction } from 'i18next';
import type {
  PettyCashPendingPayment,
  PettyCashRow,
  PettyCashVendorTotal,
} from '@fleet/shared/accounts/petty-cash';
import { filterQuery, type FilterField, type FilterValues } from '../../../../kit/filters/model.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { listDay } from '../../../../kit/list/listPage.ts';
import type { ApprovedPettyCash, PendingPettyCash } from '../api.ts';

export const pettyCashListPath = '/pettycashList';
export const pettyCashPath = '/pettycash';
export const approvalListPath = '/pettycashAprList';
export const approvalPath = '/pettycashApr';
export const pettyCashStates = ['pending', 'approved', 'rejected'] as const;

export const pettyCashUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(pettyCashPath, status, docnumbr);
export const approvalUrl = (docnumbr: string) =>
  `${approvalPath}?${new URLSearchParams({ docnumbr, mod: 'true', status: 'APPROVE', level: 'THIRD' }).toString()}`;

const contains = (text: string | undefined, wanted: unknown) =>
  typeof wanted !== 'string' ||
  !wanted.trim() ||
  (text ?? '').toLowerCase().includes(wanted.trim().toLowerCase());

export const pettyCashFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'vendor', label: t('pettyCash:fields.vendor') },
  { kind: 'text', id: 'jobordno', label: t('pettyCash:fields.jobordno') },
  {
    kind: 'select',
    id: 'state',
    label: t('pettyCash:list.state'),
    options: pettyCashStates.map((state) => ({ value: state, label: t(`pettyCash:state.${state}`) })),
    placeholder: t('pettyCash:list.allStates'),
  },
  { kind: 'dateRange', id: 'docdate', label: t('pettyCash:list.dateRange') },
];

/** The server-side part: the date window (the server's default is the last 30 days). */
export function pettyCashListQuery(values: FilterValues): { fromdate?: string; todate?: string } {
  const { fromdate, todate } = filterQuery({ docdate: values['docdate'] ?? '' });
  return { ...(fromdate ? { fromdate } : {}), ...(todate ? { todate } : {}) };
}

/** Vendor (code or name), job order and state, matched in the page. */
export function matchesPettyCashFilters(row: PettyCashRow, values: FilterValues): boolean {
  const state = values['state'];
  return (
    (contains(row.vendname, values['vendor']) || contains(row.vendor, values['vendor'])) &&
    contains(row.jobordno, values['jobordno']) &&
    (typeof state !== 'string' || !state || row.state === state)
  );
}

/** Changed or deleted only before the approver decided, or after a rejection. */
export const rowEditable = (row: Pick<PettyCashRow, 'state'>) => row.state !== 'approved';

export const vendorText = (t: TFunction, row: Pick<PettyCashRow, 'vendor' | 'vendname'>) =>
  row.vendor ? `${row.vendname} (${row.vendor})` : `${row.vendname} · ${t('pettyCash:fields.otherVendor')}`;

export function pettyCashColumns(t: TFunction): DocumentColumn<PettyCashRow>[] {
  return [
    { id: 'docnumbr', header: t('pettyCash:fields.docnumbr'), value: (row) => row.docnumbr, minWidth: 150 },
    {
      id: 'docdate',
      header: t('pettyCash:fields.docdate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    {
      id: 'vendname',
      header: t('pettyCash:fields.vendor'),
      value: (row) => vendorText(t, row),
      minWidth: 180,
    },
    { id: 'jobordno', header: t('pettyCash:fields.jobordno'), value: (row) => row.jobordno, minWidth: 140 },
    { id: 'vehicleno', header: t('pettyCash:fields.vehicleno'), value: (row) => row.vehicleno },
    {
      id: 'paymode',
      header: t('pettyCash:fields.paymode'),
      value: (row) => t(`pettyCash:paymode.${row.paymode}`),
    },
    { id: 'state', header: t('pettyCash:list.state'), value: (row) => t(`pettyCash:state.${row.state}`) },
    {
      id: 'netval',
      header: t('pettyCash:fields.netval'),
      value: (row) => row.netval,
      amount: true,
      total: true,
    },
  ];
}

// ---- The approver's lists (SGRT004) ------------------------------------------------------------------

export const approvalViews = ['pending', 'approved', 'vendors'] as const;
export type ApprovalView = (typeof approvalViews)[number];

export const approvalFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'docnumbr', label: t('pettyCash:fields.docnumbr') },
  { kind: 'text', id: 'vendor', label: t('pettyCash:fields.vendor') },
  { kind: 'text', id: 'jobordno', label: t('pettyCash:fields.jobordno') },
];

export function matchesApprovalFilters(
  row: Pick<PendingPettyCash, 'docnumbr' | 'vendname' | 'jobordno'>,
  values: FilterValues,
): boolean {
  return (
    contains(row.docnumbr, values['docnumbr']) &&
    contains(row.vendname, values['vendor']) &&
    contains(row.jobordno, values['jobordno'])
  );
}

export function pendingColumns(t: TFunction): DocumentColumn<PendingPettyCash>[] {
  return [
    { id: 'docnumbr', header: t('pettyCash:fields.docnumbr'), value: (row) => row.docnumbr, minWidth: 150 },
    {
      id: 'docdate',
      header: t('pettyCash:fields.docdate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    { id: 'vendname', header: t('pettyCash:fields.vendor'), value: (row) => row.vendname, minWidth: 160 },
    { id: 'jobordno', header: t('pettyCash:fields.jobordno'), value: (row) => row.jobordno ?? '' },
    { id: 'requester', header: t('pettyCash:approvalList.requester'), value: (row) => row.requester },
    {
      id: 'since',
      header: t('pettyCash:approvalList.since'),
      value: (row) => listDay(row.since),
      minWidth: 110,
    },
    {
      id: 'amount',
      header: t('pettyCash:fields.netval'),
      value: (row) => row.amount,
      amount: true,
      total: true,
    },
  ];
}

export function approvedColumns(t: TFunction): DocumentColumn<ApprovedPettyCash>[] {
  return [
    { id: 'docnumbr', header: t('pettyCash:fields.docnumbr'), value: (row) => row.docnumbr, minWidth: 150 },
    {
      id: 'docdate',
      header: t('pettyCash:fields.docdate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    {
      id: 'vendname',
      header: t('pettyCash:fields.vendor'),
      value: (row) => vendorText(t, row),
      minWidth: 160,
    },
    { id: 'jobordno', header: t('pettyCash:fields.jobordno'), value: (row) => row.jobordno },
    { id: 'approvedBy', header: t('pettyCash:approvalList.approvedBy'), value: (row) => row.approvedBy },
    {
      id: 'approvedAt',
      header: t('pettyCash:approvalList.approvedAt'),
      value: (row) => listDay(row.approvedAt),
      minWidth: 110,
    },
    {
      id: 'netval',
      header: t('pettyCash:fields.netval'),
      value: (row) => row.netval,
      amount: true,
      total: true,
    },
  ];
}

/** One row of the "by vendor" tab: the window's totals beside what is approved and not paid yet. */
export interface VendorSummaryRow extends PettyCashVendorTotal {
  unpaidCount: number;
  unpaidAmount: number;
}

/** Joins the window's totals per vendor with the unpaid summary (every date); unpaid-only vendors too. */
export function vendorSummary(
  totals: readonly PettyCashVendorTotal[],
  unpaid: readonly PettyCashPendingPayment[],
): VendorSummaryRow[] {
  const byVendor = new Map(unpaid.map((row) => [row.vendor, row]));
  const rows: VendorSummaryRow[] = totals.map((row) => {
    const open = byVendor.get(row.vendor);
    byVendor.delete(row.vendor);
    return { ...row, unpaidCount: open?.count ?? 0, unpaidAmount: open?.amount ?? 0 };
  });
  for (const open of byVendor.values())
    rows.push({
      vendor: open.vendor,
      vendname: open.vendname,
      registered: open.registered,
      count: 0,
      netval: 0,
      approvedval: 0,
      pendingval: 0,
      unpaidCount: open.count,
      unpaidAmount: open.amount,
    });
  return rows;
}

export function vendorColumns(t: TFunction): DocumentColumn<VendorSummaryRow>[] {
  return [
    {
      id: 'vendname',
      header: t('pettyCash:fields.vendor'),
      value: (row) => vendorText(t, row),
      minWidth: 180,
    },
    { id: 'count', header: t('pettyCash:vendors.count'), value: (row) => row.count, total: true },
    {
      id: 'netval',
      header: t('pettyCash:vendors.netval'),
      value: (row) => row.netval,
      amount: true,
      total: true,
    },
    {
      id: 'approvedval',
      header: t('pettyCash:vendors.approvedval'),
      value: (row) => row.approvedval,
      amount: true,
      total: true,
    },
    {
      id: 'pendingval',
      header: t('pettyCash:vendors.pendingval'),
      value: (row) => row.pendingval,
      amount: true,
      total: true,
    },
    {
      id: 'unpaidCount',
      header: t('pettyCash:vendors.unpaidCount'),
      value: (row) => row.unpaidCount,
      total: true,
    },
    {
      id: 'unpaidAmount',
      header: t('pettyCash:vendors.unpaidAmount'),
      value: (row) => row.unpaidAmount,
      amount: true,
      total: true,
    },
  ];
}
