/**
 * The rights of a role per screen, grouped like the sidebar: a Y/N checkbox per action, a row
 * checkbox per screen, and a group checkbox per action column (bulk per group). Read-only in VIEW.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import { Input } from '../../../../kit/form/Input.tsx';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { rightActions, screenByCode, type RightsByScreen } from '@fleet/shared';
import { matchesSearch } from '../../../../kit/index.ts';
import {
  grantedCount,
  groupTick,
  mayGrant,
  rowsByGroup,
  screenTick,
  setGroup,
  setRight,
  setScreen,
  bulkChange,
  withinHeld,
  type MatrixRow,
} from '../matrix.ts';

export interface RightsMatrixProps {
  rows: MatrixRow[];
  onChange: (rows: MatrixRow[]) => void;
  readOnly: boolean;
  /** The editor's own rights: only these can be switched on (undefined: a superuser, all). */
  held?: RightsByScreen;
}

export function RightsMatrix({ rows, onChange: change, readOnly, held }: RightsMatrixProps) {
  const { t } = useTranslation();
  const onChange = (next: MatrixRow[]) => change(withinHeld(rows, next, held));
  const onBulk = (on: boolean, apply: (on: boolean) => MatrixRow[]) =>
    change(bulkChange(rows, on, apply, held));
  const [search, setSearch] = useState('');
  const screenName = (code: string) =>
    t(`nav:screens.${code}`, { defaultValue: screenByCode.get(code)?.title ?? code });
  const visible = (row: MatrixRow) =>
    matchesSearch(search, [
      row.screencode,
      screenName(row.screencode),
      screenByCode.get(row.screencode)?.path,
    ]);

  return (
    <SpaceBetween size="m">
      <Input
        type="search"
        value={search}
        placeholder={t('rights:matrix.search')}
        ariaLabel={t('rights:matrix.search')}
        clearAriaLabel={t('kit:filters.clearSearch')}
        onChange={({ detail }) => setSearch(detail.value)}
      />
      {rowsByGroup(rows).map(({ group, rows: groupRows }) => {
        const shown = groupRows.filter(visible);
        if (shown.length === 0) return null;
        const groupLabel = t(`nav:groups.${group}`, { defaultValue: group });
        const all = groupTick(rows, group);
        return (
          <ExpandableSection
            key={`${group}:${search ? 'open' : 'closed'}`}
            variant="container"
            defaultExpanded={search !== ''}
            headerText={groupLabel}
            headerCounter={t('rights:matrix.granted', {
              granted: grantedCount(groupRows),
              total: groupRows.length,
            })}
            headerActions={
              <Checkbox
                checked={all === 'all'}
                indeterminate={all === 'some'}
                readOnly={readOnly}
                onChange={({ detail }) => onBulk(detail.checked, (on) => setGroup(rows, group, on))}
              >
                {t('rights:matrix.groupAll')}
              </Checkbox>
            }
          >
            <Table<MatrixRow>
              variant="borderless"
              items={shown}
              trackBy="screencode"
              ariaLabels={{ tableLabel: groupLabel }}
              columnDefinitions={[
                {
                  id: 'screen',
                  header: t('rights:matrix.screen'),
                  minWidth: 200,
                  cell: (row) => (
                    <SpaceBetween size="xxxs">
                      <span>{screenName(row.screencode)}</span>
                      <Box variant="small" color="text-status-inactive">
                        {row.screencode}
                      </Box>
                    </SpaceBetween>
                  ),
                },
                {
                  id: 'all',
                  header: t('rights:matrix.all'),
                  cell: (row) => {
                    const tick = screenTick(row);
                    return (
                      <Checkbox
                        checked={tick === 'all'}
                        indeterminate={tick === 'some'}
                        readOnly={readOnly}
                        ariaLabel={t('rights:matrix.screenAll', { screen: screenName(row.screencode) })}
                        onChange={({ detail }) =>
                          onBulk(detail.checked, (on) => setScreen(rows, row.screencode, on))
                        }
                      />
                    );
                  },
                },
                ...rightActions.map((action) => {
                  const tick = groupTick(rows, group, action);
                  return {
                    id: action,
                    header: (
                      <Checkbox
                        checked={tick === 'all'}
                        indeterminate={tick === 'some'}
                        readOnly={readOnly}
                        ariaLabel={t('rights:matrix.columnAll', {
                          action: t(`rights:actions.${action}`),
                          group: groupLabel,
                        })}
                        onChange={({ detail }) =>
                          onBulk(detail.checked, (on) => setGroup(rows, group, on, action))
                        }
                      >
                        {t(`rights:actions.${action}`)}
                      </Checkbox>
                    ),
                    cell: (row: MatrixRow) => (
                      <Checkbox
                        checked={row[action] === 'Y'}
                        readOnly={readOnly}
                        disabled={!readOnly && row[action] !== 'Y' && !mayGrant(held, row.screencode, action)}
                        ariaLabel={t('rights:matrix.cell', {
                          action: t(`rights:actions.${action}`),
                          screen: screenName(row.screencode),
                        })}
                        onChange={({ detail }) =>
                          onChange(setRight(rows, row.screencode, action, detail.checked))
                        }
                      />
                    ),
                  };
                }),
              ]}
            />
          </ExpandableSection>
        );
      })}
    </SpaceBetween>
  );
}
