/** "My work" as the page shows it (pure): rows grouped by action in the answer's order, and labels. */
import type { TFunction } from 'i18next';
import { approvalChains, type ApprovalChain } from '@fleet/shared/engines/approvals';
import { approvalOfKey, type MyWork, type MyWorkRow } from '@fleet/shared/reports/my-work';

export interface MyWorkGroup {
  action: string;
  count: number;
  rows: MyWorkRow[];
}

/** One group per action of `counts`, each with its rows (oldest first, as the answer orders them). */
export function groupsOf(work: MyWork): MyWorkGroup[] {
  return work.counts.map(({ action, count }) => ({
    action,
    count,
    rows: work.rows.filter((row) => row.action === action),
  }));
}

const chains = approvalChains as Record<string, ApprovalChain>;

/** What the user does for an action, in the UI language. */
export function actionLabel(t: TFunction, action: string, language: string): string {
  const approval = approvalOfKey(action);
  if (!approval) return t(`myWork:actions.${action}`);
  const name = chains[approval.docType]?.name;
  return t('myWork:approvalOf', {
    document: name ? (language === 'ar' ? name.ar : name.en) : approval.docType,
    level: t(`myWork:levels.${approval.level}`),
  });
}

/** The document a row names first: the approval's document, else the job order. */
export function rowNumber(row: MyWorkRow): string {
  return row.docnumbr ?? row.jobordno ?? '';
}
