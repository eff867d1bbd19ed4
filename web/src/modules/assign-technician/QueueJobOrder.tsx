/**
 * The job order part of the parking and delivery forms: the choice of job orders the step allows
 * (`getJobOrder?tostatus=`), preselected from the list's row (`jobOrderId` in navigation state), and
 * its date, plate, make, garage and status read-only.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { statusByCode } from '@fleet/shared';
import { ReadOnlyField, SelectField, useLookupOptions, type FormState } from '../../kit/index.ts';
import { assignTechnicianApi } from './api.ts';
import { day } from './lists.ts';
import { jobOrderOption } from './lookups.ts';

/** `jobOrderId` from the navigation state, if any. */
export function stateJobOrder(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'jobOrderId' in state && typeof state.jobOrderId === 'string'
    ? state.jobOrderId
    : undefined;
}

export function QueueJobOrder<V extends { jobordno: string }>({
  form,
  tostatus,
  title,
}: {
  form: FormState<V>;
  tostatus: number;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const choices = useLookupOptions(
    `jobOrders:${tostatus}`,
    (signal) => assignTechnicianApi.choices(tostatus, false, signal),
    jobOrderOption,
  );
  const { set } = form;
  const preset = stateJobOrder(location.state);
  useEffect(() => {
    if (preset) set('jobordno' as keyof V, preset as V[keyof V]);
  }, [preset, set]);
  const shown = choices.items.find((choice) => choice.jobordno === form.values.jobordno);
  const status = shown ? statusByCode.get(shown.statuscde) : undefined;
  const arabic = i18n.language === 'ar';
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      <ColumnLayout columns={3} minColumnWidth={200}>
        <SelectField
          form={form as unknown as FormState<{ jobordno: string }>}
          name="jobordno"
          label={t('assignTechnician:fields.jobordno')}
          options={choices.options}
          loading={choices.loading}
          required
          testId="jobordno"
        />
        <ReadOnlyField label={t('assignTechnician:fields.joborddat')} value={day(shown?.joborddat)} />
        <ReadOnlyField
          label={t('assignTechnician:fields.vehicleno')}
          value={shown?.vehicleno}
          testId="vehicleno"
        />
        <ReadOnlyField label={t('assignTechnician:fields.vehmaknam')} value={shown?.vehmaknam} />
        <ReadOnlyField label={t('assignTechnician:fields.garagnam')} value={shown?.garagnam} />
        <ReadOnlyField
          label={t('assignTechnician:fields.status')}
          value={status ? (arabic ? status.ar : status.en) : ''}
        />
      </ColumnLayout>
    </Container>
  );
}
