/**
 * The vehicle's open job order, told the moment a plate is picked on the job card form and on the KJO
 * form (issue 24 item 3): a vehicle has one open job order at a time, and the save would be refused
 * after every step was filled. Reads the plate's job orders (`JobOrder/getJobOrderByvehicleno`) and
 * names the open one with a link to it.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { statusLabel } from '@fleet/shared';
import type { JobOrderRow } from '@fleet/shared/reception/kptc-job-orders';
import { useQuery } from '../../kit/index.ts';
import { documentFormUrl } from '../../kit/form/mode.ts';
import { receptionApi } from './calls.ts';
import { receptionFormPath } from './job-orders/list/navigation.ts';

/** The open job order of `vehicleno` (undefined while none, unknown or not asked). */
export function useOpenJobOrder(vehicleno: string | undefined): JobOrderRow | undefined {
  const plate = vehicleno?.trim() ?? '';
  const jobOrders = useQuery(plate ? `openJobOrder:${plate}` : null, (signal) =>
    receptionApi.byVehicle(plate, signal),
  );
  if (!plate || jobOrders.loading) return undefined;
  return jobOrders.data?.find((row) => row.state === 'open' && row.vehicleno === plate);
}

export function OpenJobOrderAlert({ jobOrder }: { jobOrder: JobOrderRow | undefined }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  if (!jobOrder) return null;
  // An MOI job card opens on its form, a KPTC job order on the KJO form.
  const href = documentFormUrl(
    jobOrder.kind === 'MOI' ? '/jobCardQs' : receptionFormPath,
    'VIEW',
    jobOrder.jobordno,
  );
  return (
    <Alert type="warning" header={t('jobOrders:openJobOrder.title')} data-testid="open-job-order">
      <SpaceBetween size="xs">
        <span>
          {t('jobOrders:openJobOrder.text', {
            vehicleno: jobOrder.vehicleno,
            jobordno: jobOrder.jobordno,
            status: statusLabel(jobOrder.statuscde, i18n.language === 'ar'),
          })}
        </span>
        <Link
          href={href}
          onFollow={(event) => {
            event.preventDefault();
            navigate(href);
          }}
          data-testid="open-job-order-link"
        >
          {t('jobOrders:openJobOrder.open', { jobordno: jobOrder.jobordno })}
        </Link>
      </SpaceBetween>
    </Alert>
  );
}
