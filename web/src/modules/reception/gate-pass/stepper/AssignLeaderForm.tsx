/**
 * Stepper step 3, team leader assignment (spec 001 "Team leader assignment"): the job order checked
 * in, a team leader (users of the TEAMLEADER role) and remarks. Saving moves the job order to
 * AssignTeamLeader and tells the team leader; an existing assignment is changed at its version.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import { screenCodes } from '@fleet/shared';
import { ApiError } from '../../../../api/errors.ts';
import {
  DocumentForm,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  useFormState,
  useLookupOptions,
  useQuery,
  useScreenRights,
  type FieldErrors,
} from '../../../../kit/index.ts';
import { gatePassApi } from '../api.ts';
import { gatePassInListPath } from '../list/lists.ts';
import { teamLeaderOption } from '../lookups.ts';

interface AssignLeaderValues {
  teamleader: string;
  remarks: string;
}

const empty = (): AssignLeaderValues => ({ teamleader: '', remarks: '' });
const errorsOf = (values: AssignLeaderValues): FieldErrors =>
  values.teamleader ? {} : { teamleader: 'errors:assignLeaderRequired' };

export function AssignLeaderForm({ jobordno, onSaved }: { jobordno: string; onSaved?: () => void }) {
  const { t } = useTranslation();
  const rights = useScreenRights(screenCodes.gatePassIn);
  const leaders = useLookupOptions('teamLeaders', gatePassApi.teamLeaders, teamLeaderOption);
  const form = useFormState<AssignLeaderValues>(empty, (values) =>
    Object.fromEntries(Object.entries(errorsOf(values)).map(([field, key]) => [field, t(key)])),
  );
  // An existing assignment (404 when none) is shown and changed at its version.
  const stored = useQuery(`assignLeader:${jobordno}`, (signal) =>
    gatePassApi.leaderOf(jobordno, signal).catch((failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 404) return null;
      throw failure;
    }),
  );
  const { load } = form;
  useEffect(() => {
    if (stored.data) load({ teamleader: stored.data.teamleader, remarks: stored.data.remarks });
  }, [stored.data, load]);
  const status = stored.data ? 'EDIT' : 'ADD';

  const save = async () => {
    const answer = await gatePassApi.assignLeader({
      jobordno,
      teamleader: form.values.teamleader,
      remarks: form.values.remarks.trim(),
      ...(stored.data ? { version: stored.data.version } : {}),
    });
    stored.reload();
    onSaved?.();
    return answer;
  };

  return (
    <DocumentForm
      title={t('gatePass:leader.title')}
      mode={{ status, readOnly: false }}
      rights={rights}
      listPath={gatePassInListPath}
      afterSave="stay"
      loading={stored.loading && !stored.data}
      loadError={stored.error}
      onRetry={stored.reload}
      dirty={form.dirty}
      canSave={() => form.touchAll()}
      onSave={save}
    >
      <Container>
        <ColumnLayout columns={2} minColumnWidth={200}>
          <ReadOnlyField label={t('gatePass:fields.jobordno')} value={jobordno} testId="leader-jobordno" />
          <SelectField
            form={form}
            name="teamleader"
            label={t('gatePass:fields.teamleader')}
            choices={leaders}
            required
          />
        </ColumnLayout>
        <TextAreaField form={form} name="remarks" label={t('gatePass:fields.remarks')} rows={2} />
      </Container>
    </DocumentForm>
  );
}
