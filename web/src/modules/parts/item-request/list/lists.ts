/**
 * The item request list's filters (date range, default the last 30 days; approval state), columns
 * and form links (`/sparepartsapprove`, the spec's form route; `status=APPROVE&level=GARAGE` is the
 * garage approver's screen, the link of its approval notification).
 */
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues } from '../../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import type { ItemRequestRow } from '../api.ts';
import { amountColumn, dayColumn, fieldColumn } from '../../../../kit/list/columns.ts';
import {
  approvalFormUrl,
  containsText,
  dateAndStateWindow,
  stateTextAndDateFields,
} from '../../../../kit/list/documentFilters.ts';
import { stateColumn } from '../../../../kit/list/valueColumns.ts';

export const itemRequestListPath = '/sparepartsapprovelist';
export const itemRequestPath = '/sparepartsapprove';

export const itemRequestFilterFields = (t: TFunction): FilterField[] =>
  stateTextAndDateFields(t, 'itemRequest', ['jobordno']);

export const itemRequestListQuery = dateAndStateWindow;

export const matchesItemRequestFilters = (row: ItemRequestRow, values: FilterValues): boolean =>
  containsText(row.jobordno, values['jobordno']);

/** Changed or deleted only before the decision (or after a rejection) and with nothing issued. */
export const rowEditable = (row: ItemRequestRow) =>
  row.issuedqty === 0 && (row.state === 'rejected' || (row.state === 'pending' && row.waiting.length > 0));

export const itemRequestUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(itemRequestPath, status, docnumbr);

export const approvalUrl = (docnumbr: string) => approvalFormUrl(itemRequestPath, { docnumbr }, 'GARAGE');

export function itemRequestColumns(t: TFunction): DocumentColumn<ItemRequestRow>[] {
  return [
    fieldColumn('docnumbr', t('itemRequest:fields.docnumbr'), 150),
    dayColumn('docdate', t('itemRequest:fields.docdate')),
    fieldColumn('jobordno', t('itemRequest:fields.jobordno'), 150),
    fieldColumn('vehicleno', t('itemRequest:fields.vehicleno')),
    fieldColumn('storenam', t('itemRequest:fields.store')),
    stateColumn(t, 'itemRequest', 120),
    fieldColumn('totalqty', t('itemRequest:fields.totalqty')),
    fieldColumn('issuedqty', t('itemRequest:fields.issuedqty')),
    fieldColumn('openqty', t('itemRequest:fields.openqty')),
    amountColumn('totalval', t('itemRequest:fields.totalval')),
  ];
}
