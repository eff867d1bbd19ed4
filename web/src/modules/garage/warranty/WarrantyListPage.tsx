/**
 * Warranty claims (`/warrantydetaillist`, screen SGRG014): the claims by claim date (default window),
 * plate and decision, paged by the server; New, edit (while the claim waits), delete (while it waits,
 * after the confirmation) and view by rights; Excel export. Above the list, the warranty period (the
 * master record the detection uses), editable with the screen's edit right.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import {
  maxWarrantyDays,
  warrantyDecisions,
  warrantyOpen,
  type WarrantyCheck,
} from '@fleet/shared/garage/warranty';
import { can, useQuery, useScreenRights, useSend } from '../../../kit/index.ts';
import { wordedOptions } from '../../../kit/wordedOptions.ts';
import { listDay } from '../../../kit/list/listPage.ts';
import { statusColumn } from '../../../kit/list/statusColumn.ts';
import { RecordListPage } from '../../../kit/record/index.ts';
import { warrantyApi } from './api.ts';
import { repairNames, warrantyFormPath } from './warrantyForm.ts';
import { InputField } from '../../../kit/form/InputField.tsx';

const routes = { screen: screenCodes.warranty, listPath: '/warrantydetaillist', formPath: warrantyFormPath };

/** The warranty period: read, and saved at the version read. */
function WarrantyPeriod({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const { busy, send } = useSend();
  const setting = useQuery('warranty:setting', (signal) => warrantyApi.setting(signal));
  const [days, setDays] = useState('');
  useEffect(() => {
    if (setting.data) setDays(String(setting.data.warrdays));
  }, [setting.data]);
  const value = Number(days);
  const valid = Number.isInteger(value) && value >= 1 && value <= maxWarrantyDays;

  const save = (version: number) =>
    send(() => warrantyApi.saveSetting({ warrdays: value, version }), setting.reload);

  return (
    <Container header={<Header variant="h2">{t('warranty:period.title')}</Header>}>
      <SpaceBetween size="s" direction="horizontal" alignItems="end">
        <InputField
          label={t('warranty:period.days')}
          description={t('warranty:period.description')}
          errorText={days && !valid ? t('errors:warrantyDaysRange') : undefined}
          type="number"
          inputMode="numeric"
          value={days}
          readOnly={!editable}
          onChange={setDays}
          testId="warranty-days"
        />
        {editable && (
          <Button
            onClick={() => setting.data && void save(setting.data.version)}
            loading={busy}
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
  const { t } = useTranslation();
  const rights = useScreenRights(routes.screen);
  return (
    <SpaceBetween size="l">
      <WarrantyPeriod editable={can(rights, 'edits')} />
      <RecordListPage<WarrantyCheck>
        routes={routes}
        texts="warranty"
        fields={[
          'vehicleno',
          {
            kind: 'select',
            id: 'warrstatus',
            options: wordedOptions(t, 'warranty:decisions', warrantyDecisions),
          },
          { kind: 'dateRange', id: 'warrdate' },
        ]}
        fetch={warrantyApi.list}
        columns={(tr, arabic) => [
          ['warrdate', listDay],
          ['jobordno', 140],
          'vehicleno',
          'prevjobordno',
          {
            id: 'repairs',
            header: tr('warranty:fields.subrepids'),
            value: (row) => row.repairs.map((repair) => repairNames(repair, arabic).subrepnam).join(', '),
            minWidth: 200,
          },
          { id: 'prevemplname', header: tr('warranty:fields.technician'), value: (row) => row.prevemplname },
          ['warrstatus', (decision) => tr(`warranty:decisions.${decision}`)],
          statusColumn(tr('warranty:fields.statuscde'), arabic),
        ]}
        id="warranty-list"
        exportTitle="WarrantyCheck"
        edit={(row) => (warrantyOpen(row) ? undefined : t('errors:warrantyDecidedLocked'))}
        remove={{
          onDelete: (row) => warrantyApi.remove(row.docnumbr),
          describe: (row) => row.docnumbr,
          disabledReason: (row) => (warrantyOpen(row) ? undefined : t('errors:warrantyDeletePastStage')),
        }}
      />
    </SpaceBetween>
  );
}

export default WarrantyListPage;
