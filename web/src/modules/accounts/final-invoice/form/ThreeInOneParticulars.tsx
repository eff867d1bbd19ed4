/**
 * The job order of a 3-in-1 invoice, in its own section: its number (a choice while adding), then the
 * 3-in-1's number and date, the job order's date, plate, make, customer and garage, the approval state
 * and the final invoice issued from it.
 */
import { useTranslation } from 'react-i18next';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import {
  PickedDocumentSection,
  ReadOnlyField,
  type FieldOption,
  type FormState,
} from '../../../../kit/index.ts';
import { listDay } from '../../../../kit/list/listPage.ts';
import type { ThreeInOneDocument } from '../api.ts';
import type { ThreeInOneValues } from './threeInOneForm.ts';

export interface ThreeInOneParticularsProps {
  page: { form: FormState<ThreeInOneValues>; adding: boolean; stored: ThreeInOneDocument | undefined };
  /** The job orders to pick from while adding. */
  choices?: { options: FieldOption[]; loading?: boolean };
  picked?: JobOrderChoice;
}

export function ThreeInOneParticulars({ page, choices, picked }: ThreeInOneParticularsProps) {
  const { t } = useTranslation();
  const master = page.stored?.master;
  return (
    <PickedDocumentSection
      title={t('finalInvoice:form.jobOrder')}
      fields="finalInvoice:fields"
      numberLabel="threeinone"
      name="jobordno"
      choices={choices}
      page={page}
      storedOnly
      stateOf={({ approval }) => t(`finalInvoice:state.${approval?.state ?? 'pending'}`)}
      details={[
        { label: t('finalInvoice:fields.joborddat'), value: listDay(master?.joborddat ?? picked?.joborddat) },
        { label: t('finalInvoice:fields.vehicleno'), value: master?.vehicleno ?? picked?.vehicleno },
        { label: t('finalInvoice:fields.make'), value: master?.vehmaknam ?? picked?.vehmaknam },
        ...(master
          ? [{ label: t('finalInvoice:fields.customer'), value: master.custname || master.companynm }]
          : []),
        { label: t('finalInvoice:fields.garage'), value: master?.garagnam ?? picked?.garagnam },
      ]}
    >
      {master?.fininvno && (
        <ReadOnlyField label={t('finalInvoice:fields.fininvno')} value={master.fininvno} />
      )}
    </PickedDocumentSection>
  );
}
