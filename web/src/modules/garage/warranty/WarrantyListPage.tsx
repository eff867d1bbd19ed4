/**
 * Warranty claims (`/warrantydetaillist`, screen SGRG014): the claims by claim date (default window),
 * plate and decision, paged by the server; New, edit (while the claim waits), delete (while it waits,
 * after the confirmation) and view by rights; Excel export. Above the list, the warranty period (the
 * master record the detection uses), editable with the screen's edit right.
 */
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import {
  maxWarrantyDays,
  warrantyDecisions,
  warrantyOpen,
  type WarrantyCheck,
} from '@fleet/shared/garage/warranty';
import {
  DocumentList,
  can,
  useDocumentListPage,
  useErrorText,
  useQuery,
  useToasts,
  type FilterField,
} from '../../../kit/index.ts';
import type { FilterValues } from '../../../kit/filters/model.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { listDay, pageParams, pickedQuery } from '../../../kit/list/listPage.ts';
import { statusName } from '../../reception/job-orders/status/statusChoices.ts';
import { warrantyApi } from './api.ts';
import { repairNames, warrantyFormPath } from './warrantyForm.ts';

const sent = ['vehicleno', 'warrstatus', 'fromdate', 'todate'] as const;
const listQuery = (values: FilterValues) => pickedQuery(values, sent);

/** The warranty period: read, and saved at the version read. */
function WarrantyPeriod({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const errorText = useErrorText();
  const setting = useQuery('warranty:setting', (signal) => warrantyApi.setting(signal));
  const [days, setDays] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (setting.data) setDays(String(setting.data.warrdays));
  }, [setting.data]);
  const value = Number(days);
  const valid = Number.isInteger(value) && value >= 1 && value <= maxWarrantyDays;

  const save = async () => {
    if (!setting.data || !valid || saving) return;
    setSaving(true);
    setProblem(undefined);
    try {
      const answer = await warrantyApi.saveSetting({ warrdays: value, version: setting.data.version });
      toasts.written(answer);
      setting.reload();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container header={<Header variant="h2">{t('warranty:period.title')}</Header>}>
      <SpaceBetween size="s" direction="horizontal" alignItems="end">
        <FormField
          label={t('warranty:period.days')}
          description={t('warranty:period.description')}
          errorText={problem ?? (days && !valid ? t('errors:warrantyDaysRange') : undefined)}
        >
          <Input
            type="number"
            inputMode="numeric"
            value={days}
            readOnly={!editable}
            onChange={({ detail }) => setDays(detail.value)}
            data-testid="warranty-days"
          />
        </FormField>
        {editable && (
          <Button
            onClick={() => void save()}
            loading={saving}
            disabled={!valid || !setting.data || Number(days) === setting.data.warrdays}
            data-testid="warranty-days-save"
          >
            {t('warranty:period.save')}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}

export function WarrantyListPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const fields: FilterField[] = [
    { kind: 'text', id: 'vehicleno', label: t('warranty:fields.vehicleno') },
    {
      kind: 'select',
      id: 'warrstatus',
      label: t('warranty:fields.warrstatus'),
      options: warrantyDecisions.map((decision) => ({
        value: decision,
        label: t(`warranty:decisions.${decision}`),
      })),
    },
    { kind: 'dateRange', id: 'warrdate', label: t('warranty:fields.warrdate') },
  ];
  const page = useDocumentListPage<WarrantyCheck, Record<string, string>>({
    screen: screenCodes.warranty,
    fields,
    query: listQuery,
    fetch: (query, paging, signal) => warrantyApi.list({ ...query, ...pageParams(paging) }, signal),
    pageSizeKey: 'pageSize:warrantydetaillist',
    columns: (tr) => [
      { id: 'docnumbr', header: tr('warranty:fields.docnumbr'), value: (row) => row.docnumbr, minWidth: 140 },
      { id: 'warrdate', header: tr('warranty:fields.warrdate'), value: (row) => listDay(row.warrdate) },
      { id: 'jobordno', header: tr('warranty:fields.jobordno'), value: (row) => row.jobordno, minWidth: 140 },
      { id: 'vehicleno', header: tr('warranty:fields.vehicleno'), value: (row) => row.vehicleno },
      { id: 'prevjobordno', header: tr('warranty:fields.prevjobordno'), value: (row) => row.prevjobordno },
      {
        id: 'repairs',
        header: tr('warranty:fields.subrepids'),
        value: (row) => row.repairs.map((repair) => repairNames(repair, arabic).subrepnam).join(', '),
        minWidth: 200,
      },
      { id: 'prevemplname', header: tr('warranty:fields.technician'), value: (row) => row.prevemplname },
      {
        id: 'warrstatus',
        header: tr('warranty:fields.warrstatus'),
        value: (row) => tr(`warranty:decisions.${row.warrstatus}`),
      },
      {
        id: 'statuscde',
        header: tr('warranty:fields.statuscde'),
        value: (row) => (row.statuscde ? statusName(row.statuscde, arabic) : ''),
      },
    ],
    form: (status, row) => ({ url: documentFormUrl(warrantyFormPath, status, row?.docnumbr) }),
  });

  if (!page.opens) return <Navigate to="/404" replace />;
  const decided = (row: WarrantyCheck) => (warrantyOpen(row) ? undefined : t('errors:warrantyDecidedLocked'));

  return (
    <SpaceBetween size="l">
      <WarrantyPeriod editable={can(page.rights, 'edits')} />
      <DocumentList<WarrantyCheck>
        {...page.listProps}
        id="warranty-list"
        wrapLines
        title={t('warranty:list.title')}
        description={t('warranty:list.description')}
        trackBy={(row) => row.docnumbr}
        onNew={() => page.open('ADD')}
        exportTitle="WarrantyCheck"
        emptyText={t('warranty:list.empty')}
        actions={{
          edit: { onClick: (row) => page.open('EDIT', row), disabledReason: decided },
          delete: {
            onDelete: (row) => warrantyApi.remove(row.docnumbr),
            describe: (row) => row.docnumbr,
            disabledReason: (row) => (warrantyOpen(row) ? undefined : t('errors:warrantyDeletePastStage')),
          },
          view: { onClick: (row) => page.open('VIEW', row) },
        }}
      />
    </SpaceBetween>
  );
}

export default WarrantyListPage;
