/**
 * Routes, filters, columns and links of the cost sheet screens: the sheets prepared (`/costsheetlist`,
 * SGRP003, by date, default the last 30 days, with their approval state), the MOI approver's lists
 * (`/costsheetapprovallist`, SGRP004) and the KPTC and third level lists (`/costsheetapprovalSeclist`,
 * SGRP005), each pending or approved. The approval form link is the one notifications open:
 * `?costshtno=<n>&mod=true&status=APPROVE&level=<MOI|KPTC|THIRD>`.
 */
import type { TFunction } from 'i18next';
import { inDateRange, type FilterField, type FilterValues } from '../../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { levelStateText } from '../../../../kit/form/approvalState.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { ApprovedApproval, CostSheetLevel, CostSheetRow } from '../api.ts';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { amountColumn, dayColumn, fieldColumn, personColumn } from '../../../../kit/list/columns.ts';
import type { WithPeople } from '../../../../kit/personNames.ts';
import {
  approvalFormUrl,
  containsText,
  stateMatches,
  stateTextAndDateFields,
  textFields,
} from '../../../../kit/list/documentFilters.ts';
import { valueColumn } from '../../../../kit/list/valueColumns.ts';

export const costSheetListPath = '/costsheetlist';
export const costSheetPath = '/costsheet';
export const approvalListPaths = { MOI: '/costsheetapprovallist', SEC: '/costsheetapprovalSeclist' } as const;
export const approvalPaths = { MOI: '/costsheetapproval', SEC: '/costsheetapprovalSec' } as const;

/** The approval screen of a level: MOI's own, KPTC and the third level share the second. */
export const approvalPathOf = (level: CostSheetLevel) =>
  level === 'MOI' ? approvalPaths.MOI : approvalPaths.SEC;

export const approvalUrl = (costshtno: string, level: CostSheetLevel) =>
  approvalFormUrl(approvalPathOf(level), { costshtno }, level);

export const costSheetUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(costSheetPath, status, docnumbr);

export const costSheetFilterFields = (t: TFunction): FilterField[] =>
  stateTextAndDateFields(t, 'costSheet', ['purreqno', 'jobordno']);

/** `getCostSheetList` takes no filter: state, request, job order and dates are kept in the page. */
export const matchesCostSheetFilters = (row: CostSheetRow, values: FilterValues): boolean =>
  stateMatches(row.state, values['state']) &&
  containsText(row.purreqno, values['purreqno']) &&
  containsText(row.jobordno, values['jobordno']) &&
  inDateRange(row.docdate, values['docdate']);

/** Changed or deleted only while no level decided it (or after a rejection) and without an LPO. */
export const rowEditable = (row: Pick<CostSheetRow, 'state' | 'waiting' | 'lpos'>) =>
  (row.lpos ?? []).length === 0 &&
  (row.state === 'rejected' || (row.state === 'pending' && row.waiting.includes('MOI')));

export const stateText = (t: TFunction, row: Pick<CostSheetRow, 'state' | 'waiting'>) =>
  levelStateText(t, 'costSheet', row.state, row.waiting);

export function costSheetColumns(t: TFunction): DocumentColumn<CostSheetRow>[] {
  return [
    fieldColumn('docnumbr', t('costSheet:fields.docnumbr'), 150),
    dayColumn('docdate', t('costSheet:fields.docdate')),
    fieldColumn('purreqno', t('costSheet:fields.purreqno'), 150),
    fieldColumn('jobordno', t('costSheet:fields.jobordno'), 140),
    fieldColumn('vehicleno', t('costSheet:fields.vehicleno')),
    { id: 'suppliers', header: t('costSheet:fields.suppliers'), value: (row) => row.suppliers.join(', ') },
    { id: 'state', header: t('costSheet:list.state'), value: (row) => stateText(t, row), minWidth: 170 },
    { id: 'lpos', header: t('costSheet:fields.lpos'), value: (row) => (row.lpos ?? []).join(', ') },
    amountColumn('totalval', t('costSheet:fields.totalval')),
    amountColumn('lowestval', t('costSheet:fields.lowestval')),
  ];
}

// ---- Approval lists (SGRP004, SGRP005) --------------------------------------------------------------

/** A row of an approval list: pending (waiting since) or approved (by whom, when). */
export type ApprovalRow = PendingApproval & Partial<Pick<ApprovedApproval, 'approvedAt' | 'approvedBy'>>;
export const approvalViews = ['pending', 'approved'] as const;
export type ApprovalView = (typeof approvalViews)[number];

export const approvalFilterFields = (t: TFunction): FilterField[] =>
  textFields(t, 'costSheet', ['docnumbr', 'jobordno', 'vehicleno']);

export function matchesApprovalFilters(row: ApprovalRow, values: FilterValues): boolean {
  return (
    containsText(row.docnumbr, values['docnumbr']) &&
    containsText(row.jobordno, values['jobordno']) &&
    containsText(row.vehicleno, values['vehicleno'])
  );
}

/** Rows of a view: the work list oldest first, the approved ones newest first. */
export function approvalRows(view: ApprovalView, rows: readonly ApprovalRow[]): ApprovalRow[] {
  return [...rows].sort((a, b) =>
    view === 'pending'
      ? a.since.localeCompare(b.since)
      : String(b.approvedAt ?? '').localeCompare(String(a.approvedAt ?? '')),
  );
}

export function approvalColumns(
  t: TFunction,
  view: ApprovalView,
  arabic: boolean,
): DocumentColumn<WithPeople<ApprovalRow>>[] {
  return [
    fieldColumn('docnumbr', t('costSheet:fields.docnumbr'), 150),
    valueColumn('level', t('kit:approval.level'), (row) => t(`kit:approval.levels.${row.level}`), 100),
    valueColumn('jobordno', t('costSheet:fields.jobordno'), (row) => row.jobordno ?? '', 140),
    { id: 'vehicleno', header: t('costSheet:fields.vehicleno'), value: (row) => row.vehicleno ?? '' },
    { id: 'garagnam', header: t('costSheet:fields.garage'), value: (row) => row.garagnam ?? '' },
    ...(view === 'pending'
      ? [
          dayColumn<WithPeople<ApprovalRow>, 'since'>('since', t('costSheet:approvalList.since')),
          personColumn<ApprovalRow, 'requester'>('requester', t('costSheet:approvalList.requester'), arabic),
        ]
      : [
          dayColumn<WithPeople<ApprovalRow>, 'approvedAt'>(
            'approvedAt',
            t('costSheet:approvalList.approvedAt'),
          ),
          personColumn<ApprovalRow, 'approvedBy'>(
            'approvedBy',
            t('costSheet:approvalList.approvedBy'),
            arabic,
          ),
        ]),
    amountColumn('amount', t('costSheet:fields.totalval')),
  ];
}

/** The level of an approval row as a cost sheet level (MOI when the row names another). */
export const rowLevel = (row: Pick<PendingApproval, 'level'>): CostSheetLevel =>
  row.level === 'KPTC' || row.level === 'THIRD' ? row.level : 'MOI';
