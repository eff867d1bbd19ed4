/**
 * Winches (`/winchlist`, screen SGRW001): every winch of the master data with its state now: free, or
 * busy with which job order and plate since when (a winch tows one vehicle at a time), its driver and
 * mobile; filter by state and a search box; a busy winch opens its assignment when the user may see it.
 */
import { useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { screenCodes } from '@fleet/shared';
import type { WinchState } from '@fleet/shared/garage/winch';
import { can, useErrorText, useQuery, useScreenRights } from '../../../kit/index.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { formatDateTimeInput } from '../../../kit/dateTime.ts';
import { listOpens } from '../../../kit/list/listPage.ts';
import { winchApi } from './api.ts';
import { assignFormPath } from './winchForms.ts';
import { tableColumns } from '../../../kit/charts/DashboardTable.tsx';
import { westernDigits } from '@fleet/shared/platform/digits';

type Shown = 'all' | 'free' | 'busy';

const column = tableColumns('winch:fields');

export function matchesWinch(row: WinchState, shown: Shown, search: string): boolean {
  if (shown === 'free' && row.busy) return false;
  if (shown === 'busy' && !row.busy) return false;
  // A plate or job order typed on an Arabic keyboard reads as the Western digits the rows hold.
  const needle = westernDigits(search.trim()).toLowerCase();
  if (!needle) return true;
  return [
    row.winchid,
    row.winchnam,
    row.winchnamar,
    row.vehicleno,
    row.drivernam,
    row.holder?.jobordno,
    row.holder?.vehicleno,
  ]
    .filter(Boolean)
    .some((text) => String(text).toLowerCase().includes(needle));
}

export function WinchStatePage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const rights = useScreenRights(screenCodes.winchList);
  const assignRights = useScreenRights(screenCodes.winchAssign);
  const errorText = useErrorText();
  const states = useQuery('winch:stateList', (signal) => winchApi.states(signal));
  const [shown, setShown] = useState<Shown>('all');
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () => (states.data ?? []).filter((row) => matchesWinch(row, shown, search)),
    [states.data, shown, search],
  );
  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  return (
    <Table<WinchState>
      data-testid="winch-state-list"
      items={rows}
      loading={states.loading}
      loadingText={t('winch:state.loading')}
      trackBy="winchid"
      wrapLines
      header={
        <Header
          variant="h1"
          counter={states.data ? `(${rows.length})` : undefined}
          description={t('winch:state.description')}
          actions={
            <Button iconName="refresh" onClick={states.reload} ariaLabel={t('winch:state.refresh')}>
              {t('winch:state.refresh')}
            </Button>
          }
        >
          {t('winch:state.title')}
        </Header>
      }
      filter={
        <SpaceBetween size="s" direction="horizontal" alignItems="center">
          <TextFilter
            filteringText={search}
            filteringPlaceholder={t('winch:state.search')}
            filteringAriaLabel={t('winch:state.search')}
            onChange={({ detail }) => setSearch(detail.filteringText)}
          />
          <SegmentedControl
            selectedId={shown}
            label={t('winch:state.show')}
            onChange={({ detail }) => setShown(detail.selectedId as Shown)}
            options={(['all', 'free', 'busy'] as const).map((id) => ({ id, text: t(`winch:state.${id}`) }))}
          />
        </SpaceBetween>
      }
      empty={
        <Box textAlign="center" color="inherit">
          {states.error ? errorText(states.error) : t('winch:state.empty')}
        </Box>
      }
      columnDefinitions={[
        column(t, 'winchid', (row) => row.winchid),
        column(t, 'winchnam', (row) => (arabic && row.winchnamar) || row.winchnam),
        column(t, 'vehicleno', (row) => row.vehicleno, 'winchvehno'),
        column(t, 'drivernam', (row) => [row.drivernam, row.mobile].filter(Boolean).join(' · ')),
        {
          id: 'state',
          header: t('winch:state.state'),
          minWidth: 120,
          cell: (row) =>
            row.status !== 'active' ? (
              <StatusIndicator type="stopped">{t('winch:state.inactive')}</StatusIndicator>
            ) : row.busy ? (
              <StatusIndicator type="in-progress">{t('winch:state.busy')}</StatusIndicator>
            ) : (
              <StatusIndicator type="success">{t('winch:state.free')}</StatusIndicator>
            ),
        },
        {
          id: 'holder',
          header: t('winch:state.holder'),
          cell: (row) =>
            row.holder ? (
              <span>
                {can(assignRights, 'views') ? (
                  <Link to={documentFormUrl(assignFormPath, 'VIEW', row.holder.docnumbr)}>
                    {row.holder.jobordno}
                  </Link>
                ) : (
                  row.holder.jobordno
                )}{' '}
                · <bdi>{row.holder.vehicleno}</bdi>
              </span>
            ) : (
              ''
            ),
        },
        {
          id: 'since',
          header: t('winch:state.since'),
          cell: (row) => (row.holder ? <bdi>{formatDateTimeInput(row.holder.since)}</bdi> : ''),
        },
      ]}
    />
  );
}

export default WinchStatePage;
