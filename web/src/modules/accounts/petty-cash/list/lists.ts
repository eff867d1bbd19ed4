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
import type { FilterField, FilterValues } from '../../../../kit/filters/model.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import type { ApprovedPettyCash, PendingPettyCash } from '../api.ts';
import { amountColumn, dayColumn, fieldColumn, personColumn } from '../../../../kit/list/columns.ts';
import type { WithPeople } from '../../../../kit/personNames.ts';
import {
  approvalFormUrl,
  containsText,
  stateField,
  stateMatches,
  textFields,
} from '../../../../kit/list/documentFilters.ts';
import { valueColumn } from '../../../../kit/list/valueColumns.ts';

export const pettyCashListPath = '/pettycashList';
export const pettyCashPath = '/pettycash';
export const approvalListPath = '/pettycashAprList';
export const approvalPath = '/pettycashApr';

export const pettyCashUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(pettyCashPath, status, docnumbr);
export const approvalUrl = (docnumbr: string) => approvalFormUrl(approvalPath, { docnumbr }, 'THIRD');

export const pettyCashFilterFields = (t: TFunction): FilterField[] => [
  ...textFields(t, 'pettyCash', ['vendor', 'jobordno']),
  stateField(t, 'pettyCash'),
  { kind: 'dateRange', id: 'docdate', label: t('pettyCash:list.dateRange') },
];

/** Vendor (code or name), job order and state, matched in the page. */
export const matchesPettyCashFilters = (row: PettyCashRow, values: FilterValues): boolean =>
  (containsText(row.vendname, values['vendor']) || containsText(row.vendor, values['vendor'])) &&
  containsText(row.jobordno, values['jobordno']) &&
  stateMatches(row.state, values['state']);

/** Changed or deleted only before the approver decided, or after a rejection. */
export const rowEditable = (row: Pick<PettyCashRow, 'state'>) => row.state !== 'approved';

export const vendorText = (t: TFunction, row: Pick<PettyCashRow, 'vendor' | 'vendname'>) =>
  row.vendor ? `${row.vendname} (${row.vendor})` : `${row.vendname} · ${t('pettyCash:fields.otherVendor')}`;

/** The vendor as `vendorText` names it. */
const vendorColumn = (
  t: TFunction,
  minWidth: number,
): DocumentColumn<Pick<PettyCashRow, 'vendor' | 'vendname'>> => ({
  id: 'vendname',
  header: t('pettyCash:fields.vendor'),
  value: (row) => vendorText(t, row),
  minWidth,
});

export function pettyCashColumns(t: TFunction): DocumentColumn<PettyCashRow>[] {
  return [
    fieldColumn('docnumbr', t('pettyCash:fields.docnumbr'), 150),
    dayColumn('docdate', t('pettyCash:fields.docdate')),
    vendorColumn(t, 180),
    fieldColumn('jobordno', t('pettyCash:fields.jobordno'), 140),
    fieldColumn('vehicleno', t('pettyCash:fields.vehicleno')),
    valueColumn('paymode', t('pettyCash:fields.paymode'), (row) => t(`pettyCash:paymode.${row.paymode}`)),
    { id: 'state', header: t('pettyCash:list.state'), value: (row) => t(`pettyCash:state.${row.state}`) },
    amountColumn('netval', t('pettyCash:fields.netval')),
  ];
}

// ---- The approver's lists (SGRT004) ------------------------------------------------------------------

export const approvalViews = ['pending', 'approved', 'vendors'] as const;
export type ApprovalView = (typeof approvalViews)[number];

export const approvalFilterFields = (t: TFunction): FilterField[] =>
  textFields(t, 'pettyCash', ['docnumbr', 'vendor', 'jobordno']);

export function matchesApprovalFilters(
  row: Pick<PendingPettyCash, 'docnumbr' | 'vendname' | 'jobordno'>,
  values: FilterValues,
): boolean {
  return (
    containsText(row.docnumbr, values['docnumbr']) &&
    containsText(row.vendname, values['vendor']) &&
    containsText(row.jobordno, values['jobordno'])
  );
}

export function pendingColumns(
  t: TFunction,
  arabic: boolean,
): DocumentColumn<WithPeople<PendingPettyCash>>[] {
  return [
    fieldColumn('docnumbr', t('pettyCash:fields.docnumbr'), 150),
    dayColumn('docdate', t('pettyCash:fields.docdate')),
    fieldColumn('vendname', t('pettyCash:fields.vendor'), 160),
    { id: 'jobordno', header: t('pettyCash:fields.jobordno'), value: (row) => row.jobordno ?? '' },
    personColumn('requester', t('pettyCash:approvalList.requester'), arabic),
    dayColumn('since', t('pettyCash:approvalList.since')),
    amountColumn('amount', t('pettyCash:fields.netval')),
  ];
}

export function approvedColumns(
  t: TFunction,
  arabic: boolean,
): DocumentColumn<WithPeople<ApprovedPettyCash>>[] {
  return [
    fieldColumn('docnumbr', t('pettyCash:fields.docnumbr'), 150),
    dayColumn('docdate', t('pettyCash:fields.docdate')),
    vendorColumn(t, 160),
    fieldColumn('jobordno', t('pettyCash:fields.jobordno')),
    personColumn('approvedBy', t('pettyCash:approvalList.approvedBy'), arabic),
    dayColumn('approvedAt', t('pettyCash:approvalList.approvedAt')),
    amountColumn('netval', t('pettyCash:fields.netval')),
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
    valueColumn('vendname', t('pettyCash:fields.vendor'), (row) => vendorText(t, row), 180),
    { id: 'count', header: t('pettyCash:vendors.count'), value: (row) => row.count, total: true },
    amountColumn('netval', t('pettyCash:vendors.netval')),
    amountColumn('approvedval', t('pettyCash:vendors.approvedval')),
    amountColumn('pendingval', t('pettyCash:vendors.pendingval')),
    {
      id: 'unpaidCount',
      header: t('pettyCash:vendors.unpaidCount'),
      value: (row) => row.unpaidCount,
      total: true,
    },
    amountColumn('unpaidAmount', t('pettyCash:vendors.unpaidAmount')),
  ];
}
