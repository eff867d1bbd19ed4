/**
 * The job order of a 3-in-1 invoice: its number (a choice while adding), then the 3-in-1's number and
 * date, the job order's date, plate, make, customer and garage, the approval state and the final
 * invoice issued from it.
 */
import { useTranslation } from 'react-i18next';
import type { ThreeInOneMaster } from '@fleet/shared/accounts/accounts';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { DocumentPickerFields, type FieldOption, type FormState } from '../../../../kit/index.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import type { ThreeInOneValues } from './threeInOneForm.ts';

export interface ThreeInOneParticularsProps {
  form: FormState<ThreeInOneValues>;
  picking: boolean;
  options?: FieldOption[];
  loading?: boolean;
  master: ThreeInOneMaster | undefined;
  picked?: JobOrderChoice;
}

export function ThreeInOneParticulars({
  form,
  picking,
  options = [],
  loading,
  master,
  picked,
}: ThreeInOneParticularsProps) {
  const { t } = useTranslation();
  const state = master?.approval?.state ?? (master ? 'pending' : undefined);
  return (
    <DocumentPickerFields
      form={form}
      name="jobordno"
      label={t('finalInvoice:fields.jobordno')}
      options={options}
      loading={loading}
      picking={picking}
      details={[
        ...(master
          ? [
              { label: t('finalInvoice:fields.threeinone'), value: master.docnumbr, testId: 'docnumbr' },
              { label: t('finalInvoice:fields.docdate'), value: listDay(master.docdate) },
            ]
          : []),
        { label: t('finalInvoice:fields.joborddat'), value: listDay(master?.joborddat ?? picked?.joborddat) },
        { label: t('finalInvoice:fields.vehicleno'), value: master?.vehicleno ?? picked?.vehicleno },
        { label: t('finalInvoice:fields.make'), value: master?.vehmaknam ?? picked?.vehmaknam },
        ...(master
          ? [{ label: t('finalInvoice:fields.customer'), value: master.custname || master.companynm }]
          : []),
        { label: t('finalInvoice:fields.garage'), value: master?.garagnam ?? picked?.garagnam },
        ...(state
          ? [
              {
                label: t('finalInvoice:list.state'),
                value: t(`finalInvoice:state.${state}`),
                testId: 'state',
              },
            ]
          : []),
        ...(master?.fininvno ? [{ label: t('finalInvoice:fields.fininvno'), value: master.fininvno }] : []),
      ]}
    />
  );
}
