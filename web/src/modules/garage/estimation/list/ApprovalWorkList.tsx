/**
 * The approvers' work list above the estimation list: every estimation waiting at MOI or at the KD250
 * level, whatever its date (the pending lists `getQuotationAprPendList` and `...kd`), oldest first, with
 * the link that opens it at its level. Shown to users who may approve (edits on the screen); the server
 * still checks the level's role when they decide.
 */
import { useTranslation } from 'react-i18next';
import { pendingColumns, WorkList } from '../../../../kit/index.ts';
import { estimationApi } from '../api.ts';

export function ApprovalWorkList() {
  const { t } = useTranslation();
  return (
    <WorkList
      testId="approval-work-list"
      query="estimation:pending"
      fetch={async (signal) => {
        const [moi, kd] = await Promise.all([
          estimationApi.pending('MOI', signal),
          estimationApi.pending('KD', signal),
        ]);
        return [...moi, ...kd].sort((a, b) => a.since.localeCompare(b.since));
      }}
      texts="estimation:workList"
      trackBy={(row) => `${row.docnumbr}#${row.level}`}
      columns={pendingColumns(t, 'estimation', { levels: true })}
    />
  );
}
