/**
 * The warranty offer shown where a returning vehicle is received (the KJO reception form) and where its
 * repairs are chosen (the garage inspection): the plate's earlier repairs still under warranty (same
 * sub repair when the repairs are known), each earlier job order with its date, repairs, the day each
 * was done and its technician, and a button that opens the warranty claim form linked to it. On a new
 * job order the claim is chosen before the save, which then opens the claim form (issue 25 item 15).
 * Once the job order has its claim, only that claim is named. Shows nothing when there is nothing to
 * offer or the user may not read the offer.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { screenCodes } from '@fleet/shared';
import type { WarrantyCandidate } from '@fleet/shared/garage/warranty';
import { can, useQuery, useScreenRights } from '../../../kit/index.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { listDay } from '../../../kit/list/listPage.ts';
import { warrantyApi } from './api.ts';
import { repairNames, warrantyFormPath, type WarrantyPreset } from './warrantyForm.ts';
import { tableColumns } from '../../../kit/charts/DashboardTable.tsx';

/** The columns of an earlier job order's repairs, titled by the claim's fields. */
const column = tableColumns('warranty:fields');

export interface WarrantyOfferProps {
  vehicleno: string | undefined;
  /** The job order being received (left out of the offer; a claim needs it saved first). */
  jobordno?: string | undefined;
  /** The sub repairs chosen so far: only these are offered (undefined: every repair of the plate). */
  subrepids?: readonly string[];
  /**
   * A job order not saved yet: the earlier job order whose claim is raised once it is saved (`chosen`),
   * and the choice (undefined: none).
   */
  claimOnSave?: {
    chosen: string | undefined;
    choose: (claim: Omit<WarrantyPreset, 'jobOrderId'> | undefined) => void;
  };
}

export function WarrantyOffer({ vehicleno, jobordno, subrepids, claimOnSave }: WarrantyOfferProps) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const navigate = useNavigate();
  const rights = useScreenRights(screenCodes.warranty);
  const subs = subrepids ? [...new Set(subrepids)].sort().join(',') : undefined;
  const asked = Boolean(vehicleno) && subs !== '';
  const offer = useQuery(
    asked ? `warrantyOffer:${vehicleno}:${jobordno ?? ''}:${subs ?? '*'}` : null,
    (signal) =>
      warrantyApi.candidates(
        { vehicleno: vehicleno!, ...(jobordno ? { jobordno } : {}), ...(subs ? { subrepids: subs } : {}) },
        signal,
      ),
  );
  const candidates = offer.data?.candidates ?? [];
  const raised = offer.data?.claim;
  if (!asked || offer.error) return null;
  if (raised)
    return (
      <Alert
        type="info"
        header={t('warranty:offer.claimedTitle')}
        data-testid="warranty-claimed"
        action={
          can(rights, 'views') && (
            <Button onClick={() => navigate(documentFormUrl(warrantyFormPath, 'VIEW', raised.docnumbr))}>
              {t('warranty:offer.openClaim')}
            </Button>
          )
        }
      >
        {t('warranty:offer.claimed', {
          docnumbr: raised.docnumbr,
          jobordno: raised.prevjobordno,
          status: t(`warranty:decisions.${raised.warrstatus}`),
        })}
      </Alert>
    );
  if (candidates.length === 0) return null;

  // The claim of an earlier job order: its repairs under warranty.
  const presetOf = (candidate: WarrantyCandidate) => ({
    prevjobordno: candidate.jobordno,
    subrepids: candidate.repairs.map((repair) => repair.subrepid),
  });
  const claim = (candidate: WarrantyCandidate) => {
    const state: WarrantyPreset = { jobOrderId: jobordno!, ...presetOf(candidate) };
    navigate(documentFormUrl(warrantyFormPath, 'ADD'), { state });
  };

  return (
    <Alert
      type="warning"
      header={t('warranty:offer.title', { days: offer.data?.warrdays })}
      data-testid="warranty-offer"
    >
      <SpaceBetween size="m">
        <Box>{t('warranty:offer.description', { plate: vehicleno })}</Box>
        {candidates.map((candidate) => (
          <SpaceBetween size="xs" key={candidate.jobordno}>
            <Box variant="h4">
              {t('warranty:offer.earlier', {
                jobordno: candidate.jobordno,
                date: listDay(candidate.joborddat),
              })}
            </Box>
            <Table<WarrantyCandidate['repairs'][number]>
              variant="embedded"
              items={candidate.repairs}
              trackBy="subrepid"
              columnDefinitions={[
                column(t, 'subrepnam', (row) => repairNames(row, arabic).subrepnam),
                column(t, 'wrkshpnam', (row) => repairNames(row, arabic).wrkshpnam),
                column(t, 'donedate', (row) => listDay(row.donedate)),
                column(t, 'daysago', (row) => t('warranty:offer.daysAgo', { count: row.daysago })),
                column(t, 'expires', (row) => listDay(row.expires)),
                column(
                  t,
                  'emplname',
                  (row) => [row.emplname, row.empcdetech].filter(Boolean).join(' · '),
                  'technician',
                ),
              ]}
            />
            {can(rights, 'adds') &&
              (jobordno ? (
                <Button onClick={() => claim(candidate)} data-testid={`warranty-claim-${candidate.jobordno}`}>
                  {t('warranty:offer.claim')}
                </Button>
              ) : claimOnSave?.chosen === candidate.jobordno ? (
                <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                  <StatusIndicator type="success">
                    <span data-testid="warranty-claim-on-save">{t('warranty:offer.claimOnSave')}</span>
                  </StatusIndicator>
                  <Button variant="link" onClick={() => claimOnSave.choose(undefined)}>
                    {t('warranty:offer.cancelClaim')}
                  </Button>
                </SpaceBetween>
              ) : claimOnSave ? (
                <Button
                  data-testid={`warranty-claim-${candidate.jobordno}`}
                  onClick={() => claimOnSave.choose(presetOf(candidate))}
                >
                  {t('warranty:offer.claimAfterSave')}
                </Button>
              ) : (
                <Box color="text-body-secondary">{t('warranty:offer.saveFirst')}</Box>
              ))}
          </SpaceBetween>
        ))}
      </SpaceBetween>
    </Alert>
  );
}

export default WarrantyOffer;
