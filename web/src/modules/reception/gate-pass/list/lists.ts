/**
 * What both gate pass lists share: the filters (gate pass date range, default last 7 days to today,
 * spec 000 section 9; job order and plate matched in the page), the columns (gate pass date
 * DD/MM/YYYY) and where New, edit and view go.
 */
import type { TFunction } from 'i18next';
import type { GatePass, GatePassListQuery } from '@fleet/shared/reception/gate-pass';
import type { FilterField, FilterValues } from '../../../../kit/filters/model.ts';
import type { DocumentColumn } from '../../../../kit/list/DocumentList.tsx';
import { dayColumn } from '../../../../kit/list/columns.ts';
import { containsText, dateWindow } from '../../../../kit/list/documentFilters.ts';
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import { stepperQuery } from '../stepper/stepper.ts';

export const gatePassInListPath = '/gatepassinlist';
export const gatePassOutListPath = '/gatepassoutlist';
export const gatePassInPath = '/gatepassin';
export const gatePassOutPath = '/gatepassout';

export const gatePassFilterIds = {
  date: 'gatepassdt',
  jobordno: 'jobordno',
  vehicleno: 'vehicleno',
} as const;

/**
 * The filters of both lists: job order, plate and the gate pass date range; the range is the list
 * call's query, job order and plate (contains, any case) are matched in the rows read.
 */
export const gatePassListFilters = (t: TFunction) => ({
  fields: [
    { kind: 'text', id: gatePassFilterIds.jobordno, label: t('gatePass:fields.jobordno') },
    { kind: 'text', id: gatePassFilterIds.vehicleno, label: t('gatePass:fields.vehicleno') },
    { kind: 'dateRange', id: gatePassFilterIds.date, label: t('gatePass:list.dateRange') },
  ] satisfies FilterField[],
  query: (values: FilterValues): GatePassListQuery => dateWindow(values, gatePassFilterIds.date),
  filter: (row: Pick<GatePass, 'jobordno' | 'vehicleno'>, values: FilterValues) =>
    containsText(row.jobordno, values[gatePassFilterIds.jobordno]) &&
    containsText(row.vehicleno, values[gatePassFilterIds.vehicleno]),
});

/** Columns both lists start with. */
export function gatePassColumns<T extends GatePass>(t: TFunction): DocumentColumn<T>[] {
  return [
    { id: 'docnumbr', header: t('gatePass:list.docnumbr'), value: (row) => row.docnumbr, minWidth: 150 },
    dayColumn<GatePass, 'gatepassdt'>('gatepassdt', t('gatePass:list.gatepassdt'), 120),
    { id: 'jobordno', header: t('gatePass:fields.jobordno'), value: (row) => row.jobordno, minWidth: 150 },
    { id: 'vehicleno', header: t('gatePass:fields.vehicleno'), value: (row) => row.vehicleno, minWidth: 110 },
    { id: 'garagnam', header: t('gatePass:fields.garage'), value: (row) => row.garagnam },
    {
      id: 'checkindt',
      header: t('gatePass:fields.checkindt'),
      value: (row) => formatDateTimeInput(row.checkindt),
      minWidth: 150,
    },
  ];
}

/** The stepper's first step (New on the gate pass in list). */
export const gatePassInNewUrl = () => `${gatePassInPath}?${stepperQuery({ step: 1 })}`;

/** The gate pass out form in a mode: `gatepassout?mod=false&status=EDIT&docnumbr=GPO-...`. */
export const gatePassOutUrl = (status: FormStatus, docnumbr?: string) =>
  documentFormUrl(gatePassOutPath, status, docnumbr);
