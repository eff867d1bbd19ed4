/**
 * Labour charge update (`/labourChargePage`, form code SGRM012; spec 000 section 2 "Labour charge
 * update"): Save, Clear, Close; 'Labour Charge Date', the read-only time and the user name; the
 * workshop, main repair and sub repair pickers (picking a workshop loads its main repairs, a main
 * repair its sub repairs; the only workshop, the only main repair is preselected); the read-only labour
 * hours and labour cost of the sub repair; the editable numeric 'New Cost'. Save is blocked without a
 * message while saving, without a sub repair or when New Cost is not greater than 0 (section 5). A
 * `?docnumbr` opens a past update read-only (VIEW). Query: mod, status, docnumbr.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { MainRepair, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
import type { LabourChargeRow } from '@fleet/shared/masters/master-repair';
import { useSession } from '../../../auth/session.ts';
import { formatDate, formatKwd, formatTime } from '../../../i18n/format.ts';
import {
  DocumentForm,
  ReadOnlyField,
  SaveConflictAlert,
  SelectField,
  TextField,
  useDocumentFormPage,
  useLookupOptions,
  useSaveConflict,
  workflowChoices,
  type FieldOption,
} from '../../../kit/index.ts';
import { masterRepairApi } from './api.ts';
import {
  emptyLabourCharge,
  labourChargeBody,
  labourSaveBlocked,
  preselect,
  withMainRepair,
  withWorkshop,
  type LabourChargeValues,
} from './forms.ts';
import { labourRights } from './rights.ts';

export const labourChargeListPath = '/labourChargeList';
export const labourChargeFormPath = '/labourChargePage';

const noRows = () => Promise.resolve([]);

const workshopOption = (workshop: Workshop, arabic: boolean): FieldOption => ({
  value: workshop.wrkshpid,
  label: (arabic && workshop.wrkshpnamar) || workshop.wrkshpnam,
  description: workshop.wrkshpid,
});
const mainOption = (main: MainRepair, arabic: boolean): FieldOption => ({
  value: main.mainrepid,
  label: (arabic && main.mainrepnamar) || main.mainrepnam,
  description: main.mainrepid,
});
const subOption = (sub: SubRepair, arabic: boolean): FieldOption => ({
  value: sub.subrepid,
  label: (arabic && sub.subrepnamar) || sub.subrepnam,
  description: sub.subrepid,
});

const hoursText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function LabourChargeFormPage() {
  const { t } = useTranslation();
  const session = useSession();
  const conflict = useSaveConflict();
  const { mode, form, document, openedAt, bindings, rights } = useDocumentFormPage<
    LabourChargeValues,
    LabourChargeRow
  >({
    screen: screenCodes.labourCharge,
    listPath: labourChargeListPath,
    empty: emptyLabourCharge,
    read: {
      key: 'labourCharge',
      fetch: (docnumbr, signal) => masterRepairApi.labourGet(docnumbr, signal),
      toValues: (row) => ({
        wrkshpid: row.wrkshpid,
        mainrepid: row.mainrepid,
        subrepid: row.subrepid,
        newlaborcost: String(row.newlaborcost),
      }),
    },
  });
  const adding = mode.status === 'ADD';
  const viewed = document.data;
  const { values } = form;

  // The cascade; sub repairs are read at each choice (their cost and version change with each update).
  const workshops = useLookupOptions('workshops', masterRepairApi.workshops, workshopOption);
  const mains = useLookupOptions(
    `mainRepairs:${values.wrkshpid}`,
    values.wrkshpid ? (signal) => masterRepairApi.mainRepairsOf(values.wrkshpid, signal) : noRows,
    mainOption,
  );
  const subs = useLookupOptions(
    `labourSubRepairs:${values.wrkshpid}:${values.mainrepid}`,
    values.wrkshpid && values.mainrepid
      ? (signal) => masterRepairApi.subRepairsOf(values.wrkshpid, values.mainrepid, signal)
      : noRows,
    subOption,
    workflowChoices,
  );
  const sub = subs.items.find((item) => item.subrepid === values.subrepid);

  // The only workshop, the only main repair of the workshop: preselected (spec 000 section 2).
  const { load } = form;
  useEffect(() => {
    if (!adding || workshops.loading) return;
    const only = preselect(values.wrkshpid, workshops.items, (item) => item.wrkshpid);
    if (only) load(withWorkshop(values, only));
  }, [adding, workshops.loading, workshops.items, values, load]);
  useEffect(() => {
    if (!adding || !values.wrkshpid || mains.loading) return;
    const only = preselect(values.mainrepid, mains.items, (item) => item.mainrepid);
    if (only) load(withMainRepair(values, only));
  }, [adding, mains.loading, mains.items, values, load]);

  const save = async () => {
    conflict.clear();
    if (!sub) throw new Error(t('errors:notFound'));
    const answer = await masterRepairApi.putLabourcost(labourChargeBody(values, sub));
    form.reset(emptyLabourCharge());
    return answer;
  };

  // A new workshop starts the main and sub repair over; a new main repair the sub repair.
  const pickWorkshop = (wrkshpid: string) => {
    form.set('wrkshpid', wrkshpid);
    form.set('mainrepid', '');
    form.set('subrepid', '');
  };
  const pickMainRepair = (mainrepid: string) => {
    form.set('mainrepid', mainrepid);
    form.set('subrepid', '');
  };

  return (
    <DocumentForm
      {...bindings}
      rights={labourRights(rights)}
      title={t('masterRepair:labourCharge.formTitle')}
      onSave={save}
      canSave={() => !labourSaveBlocked(values, false)}
      onSaveError={conflict.onSaveError}
      onClear={() => {
        form.reset(emptyLabourCharge());
        conflict.clear();
      }}
      header={
        <ColumnLayout columns={3} minColumnWidth={150}>
          <ReadOnlyField
            label={t('masterRepair:labourCharge.date')}
            value={formatDate(viewed ? new Date(viewed.changedAt) : openedAt)}
            testId="header-date"
          />
          <ReadOnlyField
            label={t('masterRepair:labourCharge.time')}
            value={formatTime(viewed ? new Date(viewed.changedAt) : openedAt)}
            testId="header-time"
          />
          <ReadOnlyField
            label={t('masterRepair:labourCharge.user')}
            value={viewed ? viewed.username || viewed.cretuser : session?.username}
            testId="header-user"
          />
          {viewed && (
            <ReadOnlyField
              label={t('masterRepair:labourCharge.docnumbr')}
              value={viewed.docnumbr}
              testId="docnumbr"
            />
          )}
        </ColumnLayout>
      }
    >
      <SpaceBetween size="l">
        <SaveConflictAlert conflict={conflict} header={t('masterRepair:notSaved')} testId="labour-conflict" />
        <Container header={<Header variant="h2">{t('masterRepair:labourCharge.repair')}</Header>}>
          <ColumnLayout columns={3} minColumnWidth={200}>
            {adding ? (
              <>
                <SelectField
                  form={{ ...form, set: (_name, value) => pickWorkshop(String(value)) }}
                  name="wrkshpid"
                  label={t('masterRepair:fields.wrkshpid')}
                  options={workshops.options}
                  loading={workshops.loading}
                  required
                />
                <SelectField
                  form={{ ...form, set: (_name, value) => pickMainRepair(String(value)) }}
                  name="mainrepid"
                  label={t('masterRepair:fields.mainrepid')}
                  options={mains.options}
                  loading={mains.loading}
                  disabled={!values.wrkshpid}
                  required
                />
                <SelectField
                  form={form}
                  name="subrepid"
                  label={t('masterRepair:fields.subrepid')}
                  options={subs.options}
                  loading={subs.loading}
                  disabled={!values.mainrepid}
                  required
                />
              </>
            ) : (
              <>
                <ReadOnlyField
                  label={t('masterRepair:fields.wrkshpid')}
                  value={viewed && `${viewed.wrkshpnam || viewed.wrkshpid} (${viewed.wrkshpid})`}
                  testId="wrkshpid"
                />
                <ReadOnlyField
                  label={t('masterRepair:fields.mainrepid')}
                  value={viewed && `${viewed.mainrepnam || viewed.mainrepid} (${viewed.mainrepid})`}
                  testId="mainrepid"
                />
                <ReadOnlyField
                  label={t('masterRepair:fields.subrepid')}
                  value={viewed && `${viewed.subrepnam || viewed.subrepid} (${viewed.subrepid})`}
                  testId="subrepid"
                />
              </>
            )}
          </ColumnLayout>
        </Container>
        <Container header={<Header variant="h2">{t('masterRepair:labourCharge.cost')}</Header>}>
          <ColumnLayout columns={3} minColumnWidth={200}>
            <ReadOnlyField
              label={t('masterRepair:fields.laborhors')}
              value={hoursText(adding ? sub?.laborhors : viewed?.laborhors)}
              testId="laborhors"
            />
            <ReadOnlyField
              label={adding ? t('masterRepair:fields.laborcost') : t('masterRepair:labourCharge.oldCost')}
              value={adding ? sub && formatKwd(sub.laborcost) : viewed && formatKwd(viewed.laborcost)}
              testId="laborcost"
            />
            <TextField
              form={form}
              name="newlaborcost"
              label={t('masterRepair:labourCharge.newCost')}
              constraintText={t('masterRepair:labourCharge.newCostHint')}
              inputMode="decimal"
              type="number"
              readOnly={!adding || mode.readOnly}
              required
              ltr
            />
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}

export default LabourChargeFormPage;
