/**
 * Routes, filters, columns and links of the accounts' last screens (docs/accounts.md): the final
 * invoice screen `/finalInvoicelist` (SGRT005) with its tabs (the 3-in-1 invoices by date, default the
 * last 30 days; those waiting for MOI; the job orders ready for their final invoice; the final invoices
 * by date, default the last 30 days) and the job order submit screen `/joborderSubmitInvoicelist`
 * (SGRT006: ready for submit, submitted). The approval form link is the one notifications open:
 * `/finalInvoiceApr?docnumbr=<n>&mod=true&status=APPROVE&level=MOI`.
 */
import type { TFunction } from 'i18next';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { editableApproval } from '@fleet/shared/engines/approvals';
import { inDateRange, type FilterField, type FilterValues } from '../../../../kit/filters/model.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { listDay, pickedQuery } from '../../../../kit/list/listPage.ts';
import type {
  DateWindow,
  FinalInvoiceRow,
  JoSubmitRow,
  ReadyForFinalInvoice,
  ReadyForSubmit,
  ThreeInOneRow,
} from '../api.ts';

export const finalInvoiceListPath = '/finalInvoicelist';
export const threeInOneFormPath = '/finalInvoice';
export const threeInOneApprovalPath = '/finalInvoiceApr';
export const joSubmitListPath = '/joborderSubmitInvoicelist';

/** The tabs of `/finalInvoicelist` (`?tab=`); the first is the default. */
export const finalInvoiceTabs = ['threeInOne', 'pending', 'ready', 'final'] as const;
export type FinalInvoiceTab = (typeof finalInvoiceTabs)[number];
export const joSubmitTabs = ['ready', 'submitted'] as const;
export type JoSubmitTab = (typeof joSubmitTabs)[number];

/** The tab of `?tab=`, the first when unknown or not offered. */
export function tabOf<T extends string>(tabs: readonly T[], param: string | null): T {
  return tabs.find((tab) => tab === param) ?? tabs[0]!;
}

export const threeInOneStates = ['pending', 'approved', 'rejected'] as const;
/** The spec's final invoice statuses: pending (issued), paid (submitted for payment). */
export const finalInvoiceStates = ['pending', 'submitted'] as const;

export const threeInOneUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(threeInOneFormPath, status, docnumbr);

export const approvalUrl = (docnumbr: string) =>
  `${threeInOneApprovalPath}?${new URLSearchParams({ docnumbr, mod: 'true', status: 'APPROVE', level: 'MOI' }).toString()}`;

export const listUrl = (tab: FinalInvoiceTab) =>
  tab === 'threeInOne' ? finalInvoiceListPath : `${finalInvoiceListPath}?tab=${tab}`;

const contains = (text: string | undefined, wanted: unknown) =>
  typeof wanted !== 'string' ||
  !wanted.trim() ||
  (text ?? '').toLowerCase().includes(wanted.trim().toLowerCase());

const stateIs = (state: string, wanted: unknown) => typeof wanted !== 'string' || !wanted || state === wanted;

/** The date range as the list call's window (`fromdate`, `todate`). */
export const windowOf = (values: FilterValues): DateWindow => pickedQuery(values, ['fromdate', 'todate']);

/** A 3-in-1 may change (re-costed, deleted) before MOI decided or after a rejection, and never once invoiced. */
export const threeInOneEditable = (row: Pick<ThreeInOneRow, 'approval' | 'fininvno'>) =>
  !row.fininvno && editableApproval(row.approval);

// ---- 3-in-1 invoices ------------------------------------------------------------------------------

export const threeInOneFilterFields = (t: TFunction): FilterField[] => [
  {
    kind: 'select',
    id: 'state',
    label: t('finalInvoice:list.state'),
    options: threeInOneStates.map((state) => ({ value: state, label: t(`finalInvoice:state.${state}`) })),
    placeholder: t('finalInvoice:list.allStates'),
  },
  { kind: 'text', id: 'jobordno', label: t('finalInvoice:fields.jobordno') },
  { kind: 'text', id: 'vehicleno', label: t('finalInvoice:fields.vehicleno') },
  { kind: 'dateRange', id: 'docdate', label: t('finalInvoice:list.dateRange') },
];

/** The dates go to the call; state, job order and plate are kept in the page. */
export const matchesThreeInOneFilters = (row: ThreeInOneRow, values: FilterValues) =>
  stateIs(row.state, values['state']) &&
  contains(row.jobordno, values['jobordno']) &&
  contains(row.vehicleno, values['vehicleno']) &&
  inDateRange(row.docdate, values['docdate']);

export function threeInOneColumns(t: TFunction): DocumentColumn<ThreeInOneRow>[] {
  return [
    {
      id: 'docnumbr',
      header: t('finalInvoice:fields.threeinone'),
      value: (row) => row.docnumbr,
      minWidth: 150,
    },
    {
      id: 'docdate',
      header: t('finalInvoice:fields.docdate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    {
      id: 'jobordno',
      header: t('finalInvoice:fields.jobordno'),
      value: (row) => row.jobordno,
      minWidth: 140,
    },
    { id: 'vehicleno', header: t('finalInvoice:fields.vehicleno'), value: (row) => row.vehicleno },
    {
      id: 'state',
      header: t('finalInvoice:list.state'),
      value: (row) => t(`finalInvoice:state.${row.state}`),
      minWidth: 110,
    },
    {
      id: 'totalval',
      header: t('finalInvoice:fields.totalval'),
      value: (row) => row.totalval,
      amount: true,
      total: true,
      minWidth: 120,
    },
  ];
}

// ---- Waiting for MOI --------------------------------------------------------------------------------

export const pendingFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'jobordno', label: t('finalInvoice:fields.jobordno') },
  { kind: 'text', id: 'vehicleno', label: t('finalInvoice:fields.vehicleno') },
];

export const matchesPendingFilters = (row: PendingApproval, values: FilterValues) =>
  contains(row.jobordno, values['jobordno']) && contains(row.vehicleno, values['vehicleno']);

/** The work list oldest first. */
export const pendingRows = (rows: readonly PendingApproval[]) =>
  [...rows].sort((a, b) => a.since.localeCompare(b.since) || a.docnumbr.localeCompare(b.docnumbr));

export function pendingColumns(t: TFunction): DocumentColumn<PendingApproval>[] {
  return [
    {
      id: 'docnumbr',
      header: t('finalInvoice:fields.threeinone'),
      value: (row) => row.docnumbr,
      minWidth: 150,
    },
    {
      id: 'jobordno',
      header: t('finalInvoice:fields.jobordno'),
      value: (row) => row.jobordno ?? '',
      minWidth: 140,
    },
    { id: 'vehicleno', header: t('finalInvoice:fields.vehicleno'), value: (row) => row.vehicleno ?? '' },
    { id: 'garagnam', header: t('finalInvoice:fields.garage'), value: (row) => row.garagnam ?? '' },
    { id: 'since', header: t('finalInvoice:list.since'), value: (row) => listDay(row.since), minWidth: 110 },
    { id: 'requester', header: t('finalInvoice:list.requester'), value: (row) => row.requester },
    {
      id: 'amount',
      header: t('finalInvoice:fields.totalval'),
      value: (row) => row.amount,
      amount: true,
      total: true,
      minWidth: 120,
    },
  ];
}

// ---- Ready for the final invoice ------------------------------------------------------------------------

export const readyFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'jobordno', label: t('finalInvoice:fields.jobordno') },
  { kind: 'text', id: 'vehicleno', label: t('finalInvoice:fields.vehicleno') },
];

export const matchesReadyFilters = (
  row: Pick<ReadyForFinalInvoice, 'jobordno' | 'vehicleno'>,
  values: FilterValues,
) => contains(row.jobordno, values['jobordno']) && contains(row.vehicleno, values['vehicleno']);

export function readyColumns(t: TFunction): DocumentColumn<ReadyForFinalInvoice>[] {
  return [
    {
      id: 'jobordno',
      header: t('finalInvoice:fields.jobordno'),
      value: (row) => row.jobordno,
      minWidth: 140,
    },
    {
      id: 'threeinone',
      header: t('finalInvoice:fields.threeinone'),
      value: (row) => row.threeinone,
      minWidth: 150,
    },
    { id: 'vehicleno', header: t('finalInvoice:fields.vehicleno'), value: (row) => row.vehicleno },
    { id: 'garagnam', header: t('finalInvoice:fields.garage'), value: (row) => row.garagnam },
    {
      id: 'totalval',
      header: t('finalInvoice:fields.totalval'),
      value: (row) => row.totalval,
      amount: true,
      total: true,
      minWidth: 120,
    },
  ];
}

// ---- Final invoices ---------------------------------------------------------------------------------------

export const finalFilterFields = (t: TFunction): FilterField[] => [
  {
    kind: 'select',
    id: 'state',
    label: t('finalInvoice:list.state'),
    options: finalInvoiceStates.map((state) => ({
      value: state,
      label: t(`finalInvoice:finalState.${state}`),
    })),
    placeholder: t('finalInvoice:list.allStates'),
  },
  { kind: 'text', id: 'jobordno', label: t('finalInvoice:fields.jobordno') },
  { kind: 'text', id: 'vehicleno', label: t('finalInvoice:fields.vehicleno') },
  { kind: 'dateRange', id: 'docdate', label: t('finalInvoice:list.dateRange') },
];

export const matchesFinalFilters = (row: FinalInvoiceRow, values: FilterValues) =>
  stateIs(row.state, values['state']) &&
  contains(row.jobordno, values['jobordno']) &&
  contains(row.vehicleno, values['vehicleno']) &&
  inDateRange(row.docdate, values['docdate']);

export function finalColumns(t: TFunction): DocumentColumn<FinalInvoiceRow>[] {
  return [
    {
      id: 'docnumbr',
      header: t('finalInvoice:fields.fininvno'),
      value: (row) => row.docnumbr,
      minWidth: 150,
    },
    {
      id: 'docdate',
      header: t('finalInvoice:fields.docdate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    {
      id: 'jobordno',
      header: t('finalInvoice:fields.jobordno'),
      value: (row) => row.jobordno,
      minWidth: 140,
    },
    {
      id: 'threeinone',
      header: t('finalInvoice:fields.threeinone'),
      value: (row) => row.threeinone,
      minWidth: 150,
    },
    { id: 'vehicleno', header: t('finalInvoice:fields.vehicleno'), value: (row) => row.vehicleno },
    {
      id: 'state',
      header: t('finalInvoice:list.state'),
      value: (row) => t(`finalInvoice:finalState.${row.state}`),
      minWidth: 110,
    },
    {
      id: 'totalval',
      header: t('finalInvoice:fields.totalval'),
      value: (row) => row.totalval,
      amount: true,
      total: true,
      minWidth: 120,
    },
  ];
}

// ---- Job order submit (SGRT006) ---------------------------------------------------------------------------

export function readyForSubmitColumns(t: TFunction): DocumentColumn<ReadyForSubmit>[] {
  return [
    {
      id: 'jobordno',
      header: t('finalInvoice:fields.jobordno'),
      value: (row) => row.jobordno,
      minWidth: 140,
    },
    {
      id: 'fininvno',
      header: t('finalInvoice:fields.fininvno'),
      value: (row) => row.fininvno,
      minWidth: 150,
    },
    {
      id: 'docdate',
      header: t('finalInvoice:fields.invoiceDate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    { id: 'vehicleno', header: t('finalInvoice:fields.vehicleno'), value: (row) => row.vehicleno },
    { id: 'garagnam', header: t('finalInvoice:fields.garage'), value: (row) => row.garagnam },
    {
      id: 'totalval',
      header: t('finalInvoice:fields.totalval'),
      value: (row) => row.totalval,
      amount: true,
      total: true,
      minWidth: 120,
    },
  ];
}

export const submittedFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'jobordno', label: t('finalInvoice:fields.jobordno') },
  { kind: 'text', id: 'vehicleno', label: t('finalInvoice:fields.vehicleno') },
  { kind: 'dateRange', id: 'docdate', label: t('finalInvoice:submit.dateRange') },
];

export const matchesSubmittedFilters = (row: JoSubmitRow, values: FilterValues) =>
  contains(row.jobordno, values['jobordno']) &&
  contains(row.vehicleno, values['vehicleno']) &&
  inDateRange(row.docdate, values['docdate']);

export function submittedColumns(t: TFunction): DocumentColumn<JoSubmitRow>[] {
  return [
    {
      id: 'docnumbr',
      header: t('finalInvoice:fields.submitno'),
      value: (row) => row.docnumbr,
      minWidth: 150,
    },
    {
      id: 'docdate',
      header: t('finalInvoice:fields.submitDate'),
      value: (row) => listDay(row.docdate),
      minWidth: 110,
    },
    {
      id: 'jobordno',
      header: t('finalInvoice:fields.jobordno'),
      value: (row) => row.jobordno,
      minWidth: 140,
    },
    {
      id: 'fininvno',
      header: t('finalInvoice:fields.fininvno'),
      value: (row) => row.fininvno,
      minWidth: 150,
    },
    { id: 'vehicleno', header: t('finalInvoice:fields.vehicleno'), value: (row) => row.vehicleno },
    { id: 'garagnam', header: t('finalInvoice:fields.garage'), value: (row) => row.garagnam },
    {
      id: 'totalval',
      header: t('finalInvoice:fields.totalval'),
      value: (row) => row.totalval,
      amount: true,
      total: true,
      minWidth: 120,
    },
  ];
}
