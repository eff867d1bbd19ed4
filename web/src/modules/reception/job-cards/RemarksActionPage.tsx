/**
 * The two job card actions that only need a job card and remarks: reopen (`/jobCardReOpen`, screen
 * SGRJ004: a delivered or closed job card back to Job Card Created) and reject (`/rejectJobCard`,
 * screen SGRG020: 'Please add rejection remarks'). The job card comes from the list (`?jobordno=`) or
 * is picked among the eligible ones.
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import { statusLabel } from '@fleet/shared';
import { kuwaitToday } from '@fleet/shared/reception/job-cards';
import {
  DocumentForm,
  TextAreaField,
  useDocumentFormPage,
  useLookupOptions,
  workflowChoices,
} from '../../../kit/index.ts';
import { useReaderNames } from '../../../kit/masterNames.ts';
import { JobOrderPickerFields } from '../../../kit/form/JobOrderPickerFields.tsx';
import { jobOrderOptionWithGarage } from '../../../kit/jobOrderOption.ts';
import { jobCardApi } from './api.ts';
import { jobCardDetails, jobCardPaths, jobCardPicked, jobCardScreens } from './lists.ts';

interface RemarksValues {
  jobordno: string;
  remarks: string;
}

type Kind = 'reopen' | 'reject';

const lastYear = () => {
  const today = kuwaitToday();
  return { fromdate: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, todate: today };
};
const reopenable = (signal: AbortSignal) => jobCardApi.reopenList(lastYear(), signal);
const rejectable = async (signal: AbortSignal) =>
  (await jobCardApi.list(lastYear(), signal)).filter((row) => row.state === 'open' && row.statuscde <= 1200);

const config = {
  reopen: {
    screen: jobCardScreens.reopen,
    listPath: jobCardPaths.reopenList,
    choices: reopenable,
    remarksError: 'errors:jobCardReopenRemarksRequired',
  },
  reject: {
    screen: jobCardScreens.rejected,
    listPath: jobCardPaths.rejectList,
    choices: rejectable,
    remarksError: 'errors:jobCardRejectRemarksRequired',
  },
} as const;

function RemarksActionPage({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const settings = config[kind];
  const choices = useLookupOptions(
    `jobCards:${kind}`,
    settings.choices,
    jobOrderOptionWithGarage,
    workflowChoices,
  );
  const empty = (): RemarksValues => ({ jobordno: params.get('jobordno') ?? '', remarks: '' });
  const { form, bindings } = useDocumentFormPage<RemarksValues, RemarksValues>({
    screen: settings.screen,
    listPath: settings.listPath,
    empty,
    validate: (values) => ({
      ...jobCardPicked(values),
      ...(values.remarks.trim() ? {} : { remarks: settings.remarksError }),
    }),
    read: { key: `jobCards:${kind}:none`, fetch: async () => empty(), toValues: (values) => values },
  });
  const { values } = form;
  const chosen = choices.items.find((row) => row.jobordno === values.jobordno);
  const nameOf = useReaderNames(['garages']);

  const save = async () => {
    const { jobordno, remarks } = values;
    const version = chosen?.version;
    const answer =
      kind === 'reopen'
        ? await jobCardApi.reopen({ jobordno, remarks, version })
        : await jobCardApi.reject({ jobordno, rejectremarks: remarks, version });
    form.reset({ jobordno: '', remarks: '' });
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      title={t(`jobCards:${kind}.title`)}
      canSave={() => form.touchAll()}
      onSave={save}
    >
      <Container>
        <JobOrderPickerFields
          form={form}
          label={t('jobCards:fields.jobordno')}
          choices={choices}
          testId="field-jobordno"
          details={[
            ...jobCardDetails(t, chosen, nameOf),
            {
              label: t('jobCards:fields.status'),
              value: chosen ? statusLabel(chosen.statuscde, i18n.language === 'ar') : '',
            },
            ...(kind === 'reopen'
              ? [{ label: t('jobCards:fields.reopencount'), value: String(chosen?.reopencount ?? '') }]
              : []),
          ]}
        />
        <TextAreaField
          form={form}
          name="remarks"
          label={t(`jobCards:${kind}.remarks`)}
          required
          testId="field-remarks"
        />
      </Container>
    </DocumentForm>
  );
}

export const ReopenPage = () => <RemarksActionPage kind="reopen" />;
export const RejectPage = () => <RemarksActionPage kind="reject" />;
