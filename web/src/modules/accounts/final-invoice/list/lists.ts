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
import { amountColumn, dayColumn, fieldColumn, personColumn } from '../../../../kit/list/columns.ts';
import type { WithPeople } from '../../../../kit/personNames.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import {
  approvalFormUrl,
  containsText,
  dateWindow,
  stateField,
  stateMatches,
  stateTextAndDateFields,
  textFields,
} from '../../../../kit/list/documentFilters.ts';
import type {
  FinalInvoiceRow,
  JoSubmitRow,
  ReadyForFinalInvoice,
  ReadyForSubmit,
  ThreeInOneRow,
} from '../api.ts';
import { stateColumn, valueColumn } from '../../../../kit/list/valueColumns.ts';

export const finalInvoiceListPath = '/finalInvoicelist';
export const threeInOneFormPath = '/finalInvoice';
export const threeInOneApprovalPath = '/finalInvoiceApr';

/** The tabs of `/finalInvoicelist` (`?tab=`); the first is the default. */
export const finalInvoiceTabs = ['threeInOne', 'pending', 'ready', 'final'] as const;
export type FinalInvoiceTab = (typeof finalInvoiceTabs)[number];
export const joSubmitTabs = ['ready', 'submitted'] as const;

/** The spec's final invoice statuses: pending (issued), paid (submitted for payment). */
export const finalInvoiceStates = ['pending', 'submitted'] as const;

export const threeInOneUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(threeInOneFormPath, status, docnumbr);

export const approvalUrl = (docnumbr: string) => approvalFormUrl(threeInOneApprovalPath, { docnumbr }, 'MOI');

export const listUrl = (tab: FinalInvoiceTab) =>
  tab === 'threeInOne' ? finalInvoiceListPath : `${finalInvoiceListPath}?tab=${tab}`;

/** Every list filters by job order and plate (contains). */
const jobOrderFields = (t: TFunction): FilterField[] =>
  textFields(t, 'finalInvoice', ['jobordno', 'vehicleno']);

/**
 * The filters every list keeps in the page, each where the list has it: the state, job order and plate
 * (contains) and the date (the lists by date send their window to the call as well).
 */
export const matchesListFilters = (
  row: { state?: string; jobordno?: string; vehicleno?: string; docdate?: string },
  values: FilterValues,
) =>
  stateMatches(row.state ?? '', values['state']) &&
  containsText(row.jobordno, values['jobordno']) &&
  containsText(row.vehicleno, values['vehicleno']) &&
  inDateRange(row.docdate, values['docdate']);

/** The columns every list shares (a column of fewer fields fits every row that has them). */
const column = {
  jobordno: (t: TFunction): DocumentColumn<{ jobordno: string }> =>
    fieldColumn('jobordno', t('finalInvoice:fields.jobordno'), 140),
  vehicleno: (t: TFunction): DocumentColumn<{ vehicleno: string }> =>
    fieldColumn('vehicleno', t('finalInvoice:fields.vehicleno')),
  garagnam: (t: TFunction): DocumentColumn<{ garagnam: string }> =>
    fieldColumn('garagnam', t('finalInvoice:fields.garage')),
  totalval: (t: TFunction): DocumentColumn<{ totalval: number }> =>
    amountColumn('totalval', t('finalInvoice:fields.totalval'), 120),
};

/** A list by date: the last 30 days first, read by its window, its filters open on a wide screen. */
export const byDate = { window: 'last30Days', query: dateWindow, filtersOpenWhenWide: true } as const;

/** A 3-in-1 may change (re-costed, deleted) before MOI decided or after a rejection, and never once invoiced. */
export const threeInOneEditable = (row: Pick<ThreeInOneRow, 'approval' | 'fininvno'>) =>
  !row.fininvno && editableApproval(row.approval);

// ---- 3-in-1 invoices ------------------------------------------------------------------------------

export const threeInOneFilterFields = (t: TFunction): FilterField[] =>
  stateTextAndDateFields(t, 'finalInvoice', ['jobordno', 'vehicleno']);

export function threeInOneColumns(t: TFunction): DocumentColumn<ThreeInOneRow>[] {
  return [
    fieldColumn('docnumbr', t('finalInvoice:fields.threeinone'), 150),
    dayColumn('docdate', t('finalInvoice:fields.docdate')),
    column.jobordno(t),
    column.vehicleno(t),
    stateColumn(t, 'finalInvoice', 110),
    column.totalval(t),
  ];
}

// ---- Waiting for MOI --------------------------------------------------------------------------------

export const pendingFilterFields = jobOrderFields;

/** The work list oldest first. */
export const pendingRows = (rows: readonly PendingApproval[]) =>
  [...rows].sort((a, b) => a.since.localeCompare(b.since) || a.docnumbr.localeCompare(b.docnumbr));

export function pendingColumns(t: TFunction, arabic: boolean): DocumentColumn<WithPeople<PendingApproval>>[] {
  // The work list's job order, plate and garage are optional (approvals without a job order).
  return [
    fieldColumn('docnumbr', t('finalInvoice:fields.threeinone'), 150),
    valueColumn('jobordno', t('finalInvoice:fields.jobordno'), (row) => row.jobordno ?? '', 140),
    { id: 'vehicleno', header: t('finalInvoice:fields.vehicleno'), value: (row) => row.vehicleno ?? '' },
    { id: 'garagnam', header: t('finalInvoice:fields.garage'), value: (row) => row.garagnam ?? '' },
    dayColumn('since', t('finalInvoice:list.since')),
    personColumn('requester', t('finalInvoice:list.requester'), arabic),
    amountColumn('amount', t('finalInvoice:fields.totalval'), 120),
  ];
}

// ---- Ready for the final invoice ------------------------------------------------------------------------

export const readyFilterFields = jobOrderFields;

export function readyColumns(t: TFunction): DocumentColumn<ReadyForFinalInvoice>[] {
  return [
    column.jobordno(t),
    fieldColumn('threeinone', t('finalInvoice:fields.threeinone'), 150),
    column.vehicleno(t),
    column.garagnam(t),
    column.totalval(t),
  ];
}

// ---- Final invoices ---------------------------------------------------------------------------------------

export const finalFilterFields = (t: TFunction): FilterField[] => [
  stateField(t, 'finalInvoice', finalInvoiceStates, 'finalInvoice:finalState'),
  ...jobOrderFields(t),
  { kind: 'dateRange', id: 'docdate', label: t('finalInvoice:list.dateRange') },
];

export function finalColumns(t: TFunction): DocumentColumn<FinalInvoiceRow>[] {
  return [
    fieldColumn('docnumbr', t('finalInvoice:fields.fininvno'), 150),
    dayColumn('docdate', t('finalInvoice:fields.docdate')),
    column.jobordno(t),
    fieldColumn('threeinone', t('finalInvoice:fields.threeinone'), 150),
    column.vehicleno(t),
    valueColumn(
      'state',
      t('finalInvoice:list.state'),
      (row) => t(`finalInvoice:finalState.${row.state}`),
      110,
    ),
    column.totalval(t),
  ];
}

// ---- Job order submit (SGRT006) ---------------------------------------------------------------------------

export function readyForSubmitColumns(t: TFunction): DocumentColumn<ReadyForSubmit>[] {
  return [
    column.jobordno(t),
    fieldColumn('fininvno', t('finalInvoice:fields.fininvno'), 150),
    dayColumn('docdate', t('finalInvoice:fields.invoiceDate')),
    column.vehicleno(t),
    column.garagnam(t),
    column.totalval(t),
  ];
}

export const submittedFilterFields = (t: TFunction): FilterField[] => [
  ...jobOrderFields(t),
  { kind: 'dateRange', id: 'docdate', label: t('finalInvoice:submit.dateRange') },
];

export function submittedColumns(t: TFunction): DocumentColumn<JoSubmitRow>[] {
  return [
    fieldColumn('docnumbr', t('finalInvoice:fields.submitno'), 150),
    dayColumn('docdate', t('finalInvoice:fields.submitDate')),
    column.jobordno(t),
    fieldColumn('fininvno', t('finalInvoice:fields.fininvno'), 150),
    column.vehicleno(t),
    column.garagnam(t),
    column.totalval(t),
  ];
}
