/**
 * The approvers' work list above the estimation list: every estimation waiting at the levels the user
 * decides (MOI for an MOI approver, KD250 for a KPTC approver, both for a superuser), whatever its date
 * (the pending lists `getQuotationAprPendList` and `...kd`, one call per level held), oldest first, with
 * the link that opens it at its level. Nothing is shown to a user who holds neither level; the server
 * still checks the level's role when they decide.
 */
import { useTranslation } from 'react-i18next';
import { levelsHeld, pendingColumns, useApprover, WorkList } from '../../../../kit/index.ts';
import { estimationApi } from '../api.ts';

export function ApprovalWorkList() {
  const { t } = useTranslation();
  const levels = levelsHeld('QUOT', useApprover());
  if (levels.length === 0) return null;
  return (
    <WorkList
      testId="approval-work-list"
      query={`estimation:pending:${levels.join(',')}`}
      fetch={async (signal) => {
        const answers = await Promise.all(levels.map((level) => estimationApi.pending(level, signal)));
        return answers.flat().sort((a, b) => a.since.localeCompare(b.since));
      }}
      texts="estimation:workList"
      trackBy={(row) => `${row.docnumbr}#${row.level}`}
      columns={pendingColumns(t, 'estimation', { levels: true })}
    />
  );
}
