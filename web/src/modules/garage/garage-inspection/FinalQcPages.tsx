/**
 * Final QC by the garage (`/finalqcgaragelist`, `/finalqcgarage`; SGRG008) and by MOI (`/finalqcmoilist`,
 * `/finalqcmoi`; SGRG009): the job orders waiting for the check (repair finished 1230, or checked by the
 * garage 1222) and the form that passes it (1222, 1223) or fails it back to repair (1236, remarks
 * required). Built on the queue list and form frames of the reception queues. The MOI check is another
 * user's than the garage's (issue 24): the MOI list says who checked at the garage and greys the check
 * of the rows its user may not do, with the reason; the form says it before the save refuses it.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { screenCodes } from '@fleet/shared';
import { checkedAtGarageBy } from '@fleet/shared/garage/garage-inspection';
import { useSession } from '../../../auth/session.ts';
import { SelectField, useQuery, wordedOptions, type DocumentColumn } from '../../../kit/index.ts';
import type { FieldErrors } from '../../../kit/form/formState.ts';
import { QueueForm } from '../assign-technician/QueueForm.tsx';
import { QueueList } from '../assign-technician/QueueList.tsx';
import { garageInspectionApi, type FinalQcRow } from './api.ts';

type By = 'GAR' | 'MOI';
interface FinalQcValues {
  jobordno: string;
  result: string;
  remarks: string;
}

const setup = {
  GAR: {
    screen: screenCodes.finalQcGarage,
    list: '/finalqcgaragelist',
    form: '/finalqcgarage',
    to: 1222,
    key: 'garage',
  },
  MOI: { screen: screenCodes.finalQcMoi, list: '/finalqcmoilist', form: '/finalqcmoi', to: 1223, key: 'moi' },
} as const;

export const emptyFinalQc = (): FinalQcValues => ({ jobordno: '', result: 'pass', remarks: '' });

/** Field errors as i18n keys: a job order, a result, and remarks for a failure. */
export function finalQcErrors(values: FinalQcValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.jobordno) errors['jobordno'] = 'errors:garageInspectionJobOrderRequired';
  if (values.result !== 'pass' && values.result !== 'fail') errors['result'] = 'errors:finalQcResultRequired';
  if (values.result === 'fail' && !values.remarks.trim())
    errors['remarks'] = 'errors:finalQcFailRemarksRequired';
  return errors;
}

function FinalQcList({ by }: { by: By }) {
  const { t } = useTranslation();
  const usercode = useSession()?.usercode ?? '';
  const { screen, form, key } = setup[by];
  const ownCheck = (row: FinalQcRow) => by === 'MOI' && checkedAtGarageBy(row, usercode);
  const garageChecker: DocumentColumn<FinalQcRow> = {
    id: 'qcgarby',
    header: t('garageInspection:finalQc.garageCheckedBy'),
    value: (row) => row.qcgarby ?? '',
    cell: (row) =>
      ownCheck(row) ? (
        <StatusIndicator type="stopped" data-testid={`own-garage-check-${row.jobordno}`}>
          {t('garageInspection:finalQc.garageCheckedByYou')}
        </StatusIndicator>
      ) : (
        (row.qcgarby ?? '')
      ),
    minWidth: 160,
  };
  return (
    <QueueList<FinalQcRow>
      id={`final-qc-${key}-list`}
      screen={screen}
      texts={`garageInspection:finalQc.${key}`}
      exportTitle={by === 'GAR' ? 'FinalQcGarage' : 'FinalQcMoi'}
      fetch={(_query, signal) => garageInspectionApi.finalQcQueue(by, signal)}
      formPath={form}
      actionIcon="check"
      {...(by === 'MOI'
        ? {
            columns: [garageChecker],
            actionDisabledReason: (row: FinalQcRow) =>
              ownCheck(row) ? t('errors:finalQcMoiSameUser') : undefined,
          }
        : {})}
    />
  );
}

/** MOI's form: says when the chosen job order was checked at the garage by this user (the save refuses it). */
function OwnGarageCheckNotice({ jobordno }: { jobordno: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const queue = useQuery(
    jobordno ? `finalQcMoiQueue:${session?.project ?? ''}:${jobordno}` : null,
    (signal) => garageInspectionApi.finalQcQueue('MOI', signal),
  );
  const row = queue.data?.find((candidate) => candidate.jobordno === jobordno);
  if (!row || !checkedAtGarageBy(row, session?.usercode ?? '')) return null;
  return (
    <Alert type="warning" data-testid="own-garage-check">
      {t('errors:finalQcMoiSameUser')}
    </Alert>
  );
}

function FinalQcForm({ by }: { by: By }) {
  const { t } = useTranslation();
  const { screen, list, to, key } = setup[by];
  return (
    <QueueForm<FinalQcValues>
      screen={screen}
      listPath={list}
      readKey={`finalQc${by}`}
      empty={emptyFinalQc}
      validate={finalQcErrors}
      submit={(values) =>
        garageInspectionApi.finalQc(by, {
          jobordno: values.jobordno,
          result: values.result as 'pass' | 'fail',
          remarks: values.remarks.trim(),
        })
      }
      tostatus={to}
      texts={`garageInspection:finalQc.${key}`}
      {...(by === 'MOI'
        ? { notice: (form) => <OwnGarageCheckNotice jobordno={form.values.jobordno} /> }
        : {})}
      fields={(form) => (
        <SelectField
          form={form}
          name="result"
          label={t('garageInspection:finalQc.result')}
          options={wordedOptions(t, 'garageInspection:finalQc', ['pass', 'fail'])}
          required
        />
      )}
    />
  );
}

export const FinalQcGarageListPage = () => <FinalQcList by="GAR" />;
export const FinalQcMoiListPage = () => <FinalQcList by="MOI" />;
export const FinalQcGarageFormPage = () => <FinalQcForm by="GAR" />;
export const FinalQcMoiFormPage = () => <FinalQcForm by="MOI" />;
