/**
 * Routes, filters, columns and links of the purchase order screens: the orders (`/inspectionnewlist`,
 * SGRP006) with the KPTC approver's pending orders as a tab, the order form (`/inspectionnew`) and its
 * approval (`/purchaseorderapproval?docnumbr&mod=true&status=APPROVE&level=KPTC`, the link
 * notifications open); the item inspections (`/iteminspecctionlist`, SGRP007, form `/iteminspecction`).
 */
import type { TFunction } from 'i18next';
import { levelStateText } from '../../../../kit/form/approvalState.ts';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { inDateRange, type FilterField, type FilterValues } from '../../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { InspectionRow, LpoRow } from '../api.ts';
import { amountColumn, dayColumn, fieldColumn } from '../../../../kit/list/columns.ts';
import {
  approvalFormUrl,
  containsText,
  stateMatches,
  stateTextAndDateFields,
} from '../../../../kit/list/documentFilters.ts';
import { valueColumn } from '../../../../kit/list/valueColumns.ts';

export const lpoListPath = '/inspectionnewlist';
export const lpoPath = '/inspectionnew';
export const lpoApprovalPath = '/purchaseorderapproval';
export const inspectionListPath = '/iteminspecctionlist';
export const inspectionPath = '/iteminspecction';

export const lpoUrl = (status: FormStatus, docnumbr?: string) => documentFormUrl(lpoPath, status, docnumbr);
export const lpoApprovalUrl = (docnumbr: string) => approvalFormUrl(lpoApprovalPath, { docnumbr }, 'KPTC');
export const inspectionUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(inspectionPath, status, docnumbr);

export const lpoFilterFields = (t: TFunction): FilterField[] =>
  stateTextAndDateFields(t, 'lpo', ['vendname', 'jobordno']);

/** `getLpoList` takes no filter: state, supplier, job order and dates are kept in the page. */
export const matchesLpoFilters = (row: LpoRow, values: FilterValues): boolean =>
  stateMatches(row.state, values['state']) &&
  (containsText(row.vendname, values['vendname']) || containsText(row.vendcode, values['vendname'])) &&
  containsText(row.jobordno, values['jobordno']) &&
  inDateRange(row.docdate, values['docdate']);

/** The orders waiting for KPTC, oldest first: the rows of the pending list, as the list shows them. */
export function pendingLpoRows(pending: readonly PendingApproval[], rows: readonly LpoRow[]): LpoRow[] {
  const byNumber = new Map(rows.map((row) => [row.docnumbr, row]));
  return [...pending]
    .sort((a, b) => a.since.localeCompare(b.since))
    .flatMap((entry) => byNumber.get(entry.docnumbr) ?? []);
}

export const waitsForKptc = (row: Pick<LpoRow, 'state' | 'waiting'>) =>
  row.state === 'pending' && row.waiting.includes('KPTC');

/** Changed or deleted only before KPTC decided it (or after a rejection) and with nothing received. */
export const lpoEditable = (row: Pick<LpoRow, 'state' | 'waiting' | 'receivedqty'>) =>
  (row.receivedqty ?? 0) === 0 && (row.state === 'rejected' || waitsForKptc(row));

export const lpoStateText = (t: TFunction, row: Pick<LpoRow, 'state' | 'waiting'>) =>
  levelStateText(t, 'lpo', row.state, row.waiting);

export function lpoColumns(t: TFunction): DocumentColumn<LpoRow>[] {
  return [
    fieldColumn('docnumbr', t('lpo:fields.docnumbr'), 150),
    dayColumn('docdate', t('lpo:fields.docdate')),
    fieldColumn('vendname', t('lpo:fields.supplier'), 160),
    fieldColumn('costshtno', t('lpo:fields.costshtno'), 150),
    fieldColumn('jobordno', t('lpo:fields.jobordno'), 140),
    fieldColumn('vehicleno', t('lpo:fields.vehicleno')),
    dayColumn('deliverydate', t('lpo:fields.deliverydate')),
    { id: 'state', header: t('lpo:list.state'), value: (row) => lpoStateText(t, row), minWidth: 160 },
    valueColumn('received', t('lpo:fields.received'), (row) => `${row.receivedqty} / ${row.orderedqty}`),
    amountColumn('totalval', t('lpo:fields.totalval')),
  ];
}

export const inspectionFilterFields = (t: TFunction): FilterField[] => [
  { kind: 'text', id: 'lpono', label: t('lpo:inspection.lpono') },
  { kind: 'text', id: 'vendname', label: t('lpo:fields.supplier') },
  { kind: 'text', id: 'jobordno', label: t('lpo:fields.jobordno') },
  { kind: 'dateRange', id: 'docdate', label: t('lpo:list.dateRange') },
];

export function matchesInspectionFilters(row: InspectionRow, values: FilterValues): boolean {
  return (
    containsText(row.lpono, values['lpono']) &&
    containsText(row.vendname, values['vendname']) &&
    containsText(row.jobordno, values['jobordno']) &&
    inDateRange(row.docdate, values['docdate'])
  );
}

export function inspectionColumns(t: TFunction): DocumentColumn<InspectionRow>[] {
  return [
    fieldColumn('docnumbr', t('lpo:inspection.docnumbr'), 150),
    dayColumn('docdate', t('lpo:fields.docdate')),
    fieldColumn('lpono', t('lpo:inspection.lpono'), 150),
    fieldColumn('vendname', t('lpo:fields.supplier'), 160),
    fieldColumn('jobordno', t('lpo:fields.jobordno'), 140),
    fieldColumn('storenam', t('lpo:fields.store')),
    fieldColumn('srvno', t('lpo:inspection.srvno'), 150),
    amountColumn('totalval', t('lpo:inspection.acceptedValue')),
  ];
}
