/**
 * What the job card lists share (spec 000 section 2, Help centre: "Lists filter by date range, Job
 * Card or Plate number, vehicle make, garage, inspector or user"): where the pages live and the job
 * card columns.
 */
import type { TFunction } from 'i18next';
import type { JobCardListRow } from '@fleet/shared/reception/job-cards';
import type { PersonName } from '@fleet/shared/platform/people';
import { listDay } from '../../../kit/list/listPage.ts';
import type { DocumentColumn } from '../../../kit/list/DocumentList.tsx';
import type { FieldErrors } from '../../../kit/form/formState.ts';
import { jobOrderColumns } from '../../../kit/list/columns.ts';
import { statusColumn } from '../../../kit/list/statusColumn.ts';
import { rowPerson } from '../../../kit/personNames.ts';
import { formatMoment } from '../../../kit/dateTime.ts';
import type { ReaderNameOf } from '../../../kit/masterNames.ts';

export const jobCardPaths = {
  list: '/jobCardQslist',
  form: '/jobCardQs',
  inspectorList: '/inspectionlistmoi',
  assignForm: '/assigninspectormoi',
  inspectionForm: '/inspectionmoi',
  reopenList: '/jobCardReOpenlist',
  reopenForm: '/jobCardReOpen',
  rejectList: '/rejectJobCardList',
  rejectForm: '/rejectJobCard',
} as const;

export { jobCardScreens } from '@fleet/shared/reception/job-cards';

/**
 * The picked job card's day and plate, shown beside the picker of an inspector step; with `nameOf`,
 * its garage too (in the reader's language).
 */
export const jobCardDetails = (
  t: TFunction,
  chosen: { joborddat: string; vehicleno: string; garagnam: string } | undefined,
  nameOf?: ReaderNameOf,
) => [
  { label: t('jobCards:fields.joborddat'), value: listDay(chosen?.joborddat) },
  { label: t('jobCards:fields.vehicleno'), value: chosen?.vehicleno },
  ...(nameOf
    ? [{ label: t('jobCards:fields.garage'), value: chosen && nameOf('garages', undefined, chosen.garagnam) }]
    : []),
];

/** A form's job card must be picked (the error's i18n key). */
export const jobCardPicked = (values: { jobordno: string }): FieldErrors =>
  values.jobordno ? {} : { jobordno: 'jobCards:errors.jobCardRequired' };

/** A list row with the names of the users it shows (who received the vehicle, its inspector). */
export type JobCardRow = JobCardListRow & { people?: Record<string, PersonName> };

/** The user codes a row shows, to be named (kit/personNames.ts). */
export const jobCardPeople = (row: JobCardListRow) => [row.loginuserIn, row.inspector];

/** The job card columns every list shows. */
export function jobCardColumns(t: TFunction, arabic: boolean): DocumentColumn<JobCardRow>[] {
  return [
    ...jobOrderColumns<JobCardRow>(t, 'jobCards:fields', { garageKey: 'garage' }),
    {
      id: 'servicetype',
      header: t('jobCards:fields.servicetype'),
      value: (row) => (row.servicetype ? t(`jobCards:serviceTypes.${row.servicetype}`) : ''),
    },
    {
      id: 'custwait',
      header: t('jobCards:fields.custwait'),
      value: (row) => (row.custwait === 'Y' ? t('jobCards:yes') : t('jobCards:no')),
    },
    {
      id: 'loginuserIn',
      header: t('jobCards:fields.user'),
      value: (row) => rowPerson(row, row.loginuserIn, arabic),
    },
    {
      id: 'jobtimin',
      header: t('jobCards:fields.jobtimin'),
      value: (row) => formatMoment(row.jobtimin),
      minWidth: 140,
    },
    {
      id: 'inspectorname',
      header: t('jobCards:fields.inspector'),
      value: (row) =>
        row.inspector && row.people?.[row.inspector]
          ? rowPerson(row, row.inspector, arabic)
          : row.inspectorname,
    },
    { id: 'emplname', header: t('jobCards:fields.technician'), value: (row) => row.emplname },
    statusColumn(t('jobCards:fields.status'), arabic),
  ];
}
