/**
 * Under the gate pass in's job order picker (issue 24 item 8): the open job orders of the reception the
 * picker does not offer yet, each with its status and the step it waits for (the workflow map's, as the
 * server names it), and a link to where that step is done for a user whose rights allow it.
 */
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { statusLabel } from '@fleet/shared';
import type { GatePassInWaiting } from '@fleet/shared/reception/gate-pass-readiness';
import { useSession } from '../../../../auth/session.ts';
import { can, screenRights, useQuery } from '../../../../kit/index.ts';
import { gatePassApi } from '../api.ts';
import './stepper.css';

const fetchWaiting = (signal: AbortSignal) => gatePassApi.waitingIn(signal);

export function WaitingJobOrders() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  // Read at each opening, like the picker's own choices.
  const waiting = useQuery(`gatePassIn:waiting:${session?.project ?? ''}`, fetchWaiting);
  const rows = waiting.data ?? [];
  if (rows.length === 0) return null;
  const arabic = i18n.language === 'ar';
  const stepText = (row: GatePassInWaiting) =>
    t(`gatePass:waiting.action.${row.waitingFor.action}`, {
      defaultValue: t('gatePass:waiting.action.other'),
    });

  return (
    <div data-testid="gate-pass-waiting">
      <ExpandableSection
        variant="footer"
        defaultExpanded
        headerText={t('gatePass:waiting.title', { total: rows.length })}
      >
        <SpaceBetween size="xs">
          <Box color="text-body-secondary">{t('gatePass:waiting.description')}</Box>
          <ul className="gp-waiting">
            {rows.map((row) => (
              <li key={row.jobordno} data-jobordno={row.jobordno}>
                <Box variant="span" fontWeight="bold">
                  <bdi>{row.jobordno}</bdi>
                </Box>{' '}
                · <bdi>{row.vehicleno}</bdi>
                {' — '}
                {t('gatePass:waiting.reason', {
                  status: statusLabel(row.statuscde, arabic),
                  step: stepText(row),
                })}{' '}
                {can(screenRights(session, row.waitingFor.screen), row.waitingFor.right) && (
                  <RouterLink to={row.waitingFor.link} data-testid={`gate-pass-waiting-link-${row.jobordno}`}>
                    {t('gatePass:waiting.open')}
                  </RouterLink>
                )}
              </li>
            ))}
          </ul>
        </SpaceBetween>
      </ExpandableSection>
    </div>
  );
}
