/**
 * The approval limit table (`/approvalLimits`, role permission screen SGRM010): for each document type
 * and approval level, the most that level's approval may settle (KWD). Empty means no limit. KPTC's limit
 * on purchase requests and cost sheets is where the third level takes over.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import { Input } from '../../../kit/form/Input.tsx';
import Table from '@cloudscape-design/components/table';
import { approvalChains, type ApprovalLevel } from '@fleet/shared/engines/approvals';
import { useQuery, useSend } from '../../../kit/index.ts';
import { cellColumn } from '../../../kit/form/cellColumn.ts';
import { approvalAdminApi } from './api.ts';

interface LimitRow {
  key: string;
  doctype: string;
  level: ApprovalLevel;
  escalates: boolean;
  stored?: { maxamount?: number; version: number };
}

export function ApprovalLimitsPage() {
  const { t } = useTranslation();
  const sending = useSend();
  const [version, setVersion] = useState(0);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState('');
  const limits = useQuery(`approval-limits:${version}`, (signal) => approvalAdminApi.limits(signal));
  const rows: LimitRow[] = Object.values(approvalChains).flatMap((chain) =>
    chain.levels.map((level) => {
      const stored = (limits.data ?? []).find(
        (row) => row.doctype === chain.docType && row.level === level.level,
      );
      return {
        key: `${chain.docType}#${level.level}`,
        doctype: chain.docType,
        level: level.level,
        escalates: chain.levels.some(
          (other) => 'aboveLimitOf' in other && other.aboveLimitOf === level.level,
        ),
        ...(stored ? { stored } : {}),
      };
    }),
  );

  const save = async (row: LimitRow) => {
    const text = (drafts[row.key] ?? row.stored?.maxamount?.toFixed(3) ?? '').trim();
    const limit = { doctype: row.doctype, level: row.level, maxamount: text === '' ? null : Number(text) };
    setSaving(row.key);
    await sending.send(
      () => approvalAdminApi.saveLimit({ ...limit, ...(row.stored ? { version: row.stored.version } : {}) }),
      () => {
        setDrafts((current) => ({ ...current, [row.key]: '' }));
        setVersion((value) => value + 1);
      },
    );
  };

  return (
    <Table<LimitRow>
      header={
        <Header variant="h1" description={t('approvalAdmin:limits.description')}>
          {t('approvalAdmin:limits.title')}
        </Header>
      }
      loading={limits.loading}
      loadingText={t('kit:list.loading')}
      items={rows}
      trackBy="key"
      columnDefinitions={[
        cellColumn('doctype', t('approvalAdmin:limits.document'), (row) =>
          t(`approvalAdmin:limits.docType.${row.doctype}`),
        ),
        cellColumn('level', t('approvalAdmin:limits.level'), (row) => t(`kit:approval.levels.${row.level}`)),
        {
          id: 'limit',
          header: t('approvalAdmin:limits.limit'),
          cell: (row) => (
            <Input
              value={drafts[row.key] || (row.stored?.maxamount?.toFixed(3) ?? '')}
              placeholder={t('approvalAdmin:limits.none')}
              inputMode="decimal"
              ariaLabel={`${row.doctype} ${row.level}`}
              onChange={({ detail }) => setDrafts((current) => ({ ...current, [row.key]: detail.value }))}
            />
          ),
        },
        cellColumn('effect', t('approvalAdmin:limits.effect'), (row) =>
          t(row.escalates ? 'approvalAdmin:limits.escalates' : 'approvalAdmin:limits.refuses'),
        ),
        {
          id: 'save',
          header: t('approvalAdmin:limits.actions'),
          cell: (row) => (
            <Button
              variant="inline-link"
              loading={sending.busy && saving === row.key}
              onClick={() => void save(row)}
            >
              {t('approvalAdmin:limits.save')}
            </Button>
          ),
        },
      ]}
    />
  );
}

export default ApprovalLimitsPage;
