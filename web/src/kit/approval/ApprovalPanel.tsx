/**
 * The approver's screen of one level, for every chain decided line by line (estimations, item
 * requests, ...): a decision per line (approved, rejected, pending, not set) with its remarks, Approve
 * all / Reject all / Clear all, and the approvals taken so far. The decision is the page's primary
 * action: Approve / Reject / Save line decisions (a draft while lines are pending) sit in the document
 * form's header in place of Save (issue 25 item 4), each asking for a confirmation with the remarks
 * (required to reject). The module gives the line columns that describe its lines and the call that
 * sends the decision. A chain decided on the whole document (`lines: false`: cost sheets, purchase
 * orders) passes `byLine={false}`: Approve / Reject only, the lines (when given) shown without decisions.
 * Once the level decided, `withdraw` offers to delete its approval, after the delete confirmation.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import { Input } from '../form/Input.tsx';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import type {
  ApprovalDecisionBody,
  ApprovalLevel,
  ApprovalRecord,
  ApprovalState,
  LineDecision,
} from '@fleet/shared/engines/approvals';
import { formatKwd } from '../../i18n/format.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import { DeleteConfirm } from '../DeleteConfirm.tsx';
import { useFormActionsSlot } from '../form/formActions.ts';
import { cellColumn } from '../form/cellColumn.ts';
import { kebabCase } from '../form/testIds.ts';
import { useSend } from '../toasts/useSend.ts';
import { bulkDecisions, initialDecisions, missingRejectionRemarks, type LineDecisions } from './decisions.ts';
import { formatMoment } from '../dateTime.ts';
import { deciderText } from './people.ts';

export interface ApprovalPanelProps<Line extends { serlnumb: number }> {
  master: { docnumbr: string; version: number; approval?: ApprovalState | undefined };
  lines: readonly Line[];
  approvals: readonly ApprovalRecord[];
  level: ApprovalLevel;
  /**
   * Columns that describe a line (number, item, quantity, value ...); the decision columns follow.
   * Without them (and `byLine={false}`) the lines table is left out: the page shows the document itself.
   */
  lineColumns?: TableProps.ColumnDefinition<Line>[];
  linesTitle?: string;
  /** Decisions line by line (default); false: one decision for the whole document (chains with `lines: false`). */
  byLine?: boolean;
  /** Shown when the document does not wait at this level. */
  notWaitingText: string;
  decide: (body: ApprovalDecisionBody) => Promise<unknown>;
  /** Called after a decision was sent (e.g. to go back to the work list). */
  onDecided?: () => void;
  /** Deleting the level's decision (the approver takes it back); `onDecided` follows it. */
  withdraw?: ApprovalWithdrawal;
}

/** The deletion of a level's approval, offered once the level decided. */
export interface ApprovalWithdrawal {
  /** The button's text, translated. */
  label: string;
  /** Names the approval in the delete confirmation, translated. */
  subject: string;
  /** Deletes it; its answer's message becomes the toast. */
  run: () => Promise<unknown>;
  /** A failed deletion closes the confirmation too (default: it stays open to try again). */
  closeOnError?: boolean;
}

/** What the approver asked for: approve, reject, or keep the line decisions as a draft. */
type Asked = 'A' | 'R' | 'lines';

export function ApprovalPanel<Line extends { serlnumb: number }>(props: ApprovalPanelProps<Line>) {
  const { master, lines, approvals, level, byLine = true } = props;
  const { t } = useTranslation();
  const sending = useSend();
  const withdrawal = useSend();
  const actionsSlot = useFormActionsSlot();
  const serials = lines.map((line) => line.serlnumb);
  const [decisions, setDecisions] = useState<LineDecisions>(() =>
    initialDecisions(master.approval, serials, level),
  );
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string>();
  const [asked, setAsked] = useState<Asked>();
  const busy = sending.busy;
  const [done, setDone] = useState(false);
  const [withdrawAsked, setWithdrawAsked] = useState(false);
  const waiting = master.approval?.waitingSince?.[level] !== undefined;
  const locked = !waiting || done;
  const decisionOptions = (['A', 'R', 'P', ''] as LineDecision[]).map((value) => ({
    value: value || 'none',
    label: t(`kit:approval.decision.${value || 'none'}`),
  }));
  const current = (serial: number) =>
    decisions[String(serial)] ?? { aprstatus: '' as LineDecision, remarks: '' };
  const change = (serial: number, line: Partial<LineDecisions[string]>) =>
    setDecisions({ ...decisions, [String(serial)]: { ...current(serial), ...line } });
  const levelName = t(`kit:approval.levels.${level}`);

  const ask = (action: Asked) => {
    setProblem(undefined);
    setAsked(action);
  };

  const send = async () => {
    const decision = asked === 'lines' ? undefined : asked;
    if (missingRejectionRemarks(decisions, remarks, decision === 'R')) {
      setProblem(t('errors:rejectionRemarksRequired'));
      return;
    }
    setProblem(undefined);
    await sending.send(
      () =>
        props.decide({
          docnumbr: master.docnumbr,
          version: master.version,
          ...(decision ? { decision } : {}),
          ...(byLine
            ? {
                lines: Object.entries(decisions).map(([serlnumb, line]) => ({
                  serlnumb: Number(serlnumb),
                  ...line,
                })),
              }
            : {}),
          remarks,
        }),
      () => {
        setDone(true);
        props.onDecided?.();
      },
    );
    setAsked(undefined);
  };

  // A failed deletion keeps the confirmation open to try again, unless the page says otherwise.
  const withdraw = async ({ run, closeOnError }: ApprovalWithdrawal) => {
    await withdrawal.send(run, () => {
      setWithdrawAsked(false);
      props.onDecided?.();
    });
    if (closeOnError) setWithdrawAsked(false);
  };

  const decisionColumns: TableProps.ColumnDefinition<Line>[] = [
    {
      id: 'decision',
      header: t('kit:approval.lineDecision'),
      minWidth: 160,
      cell: (line) => (
        <Select
          data-testid={`decision-${line.serlnumb}`}
          disabled={locked}
          ariaLabel={t('kit:approval.decisionOf', { number: line.serlnumb })}
          selectedOption={
            decisionOptions.find((o) => o.value === (current(line.serlnumb).aprstatus || 'none')) ?? null
          }
          options={decisionOptions}
          onChange={({ detail: { selectedOption } }) =>
            change(line.serlnumb, {
              aprstatus: (selectedOption.value === 'none' ? '' : selectedOption.value) as LineDecision,
            })
          }
        />
      ),
    },
    {
      id: 'lineRemarks',
      header: t('kit:approval.lineRemarks'),
      minWidth: 180,
      cell: (line) => (
        <Input
          data-testid={`remarks-${line.serlnumb}`}
          disabled={locked}
          ariaLabel={t('kit:approval.lineRemarksOf', { number: line.serlnumb })}
          value={current(line.serlnumb).remarks}
          onChange={({ detail }) => change(line.serlnumb, { remarks: detail.value })}
        />
      ),
    },
  ];

  // The decision is the page's primary action: in the form's header, or here outside a document form.
  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {props.withdraw && master.approval?.decisions?.[level] && (
        <Button
          data-testid="delete-approval"
          iconName="remove"
          disabled={withdrawal.busy}
          onClick={() => setWithdrawAsked(true)}
        >
          {props.withdraw.label}
        </Button>
      )}
      {byLine && (
        <Button data-testid="save-decisions" disabled={locked || busy} onClick={() => ask('lines')}>
          {t('kit:approval.saveLines')}
        </Button>
      )}
      <Button data-testid="reject" disabled={locked || busy} onClick={() => ask('R')}>
        {t('kit:approval.reject')}
      </Button>
      <Button data-testid="approve" variant="primary" disabled={locked || busy} onClick={() => ask('A')}>
        {t('kit:approval.approve')}
      </Button>
    </SpaceBetween>
  );
  const counts = lineCounts(decisions);
  const confirmText = { A: 'approve', R: 'reject', lines: 'saveLines' } as const;

  return (
    <>
      {/* Beside the layout: SpaceBetween drops portals and would space an empty child. */}
      {actionsSlot && createPortal(actions, actionsSlot)}
      <SpaceBetween size="l">
        {actionsSlot === undefined && (
          <Container header={<Header variant="h2">{t('kit:approval.decide')}</Header>}>{actions}</Container>
        )}
        {!waiting && <Alert type="info">{props.notWaitingText}</Alert>}
        {(byLine || props.lineColumns) && (
          <Table
            data-testid="approval-lines"
            variant="container"
            header={
              <Header
                variant="h2"
                actions={
                  byLine && (
                    <SpaceBetween direction="horizontal" size="xs">
                      {(['approveAll', 'rejectAll', 'clearAll'] as const).map((bulk) => (
                        <Button
                          key={bulk}
                          data-testid={kebabCase(bulk)}
                          disabled={locked}
                          // Reject all gives every line the remarks typed so far.
                          onClick={() =>
                            setDecisions(bulkDecisions(serials, bulk, bulk === 'rejectAll' ? remarks : ''))
                          }
                        >
                          {t(`kit:approval.${bulk}`)}
                        </Button>
                      ))}
                    </SpaceBetween>
                  )
                }
              >
                {props.linesTitle}
              </Header>
            }
            items={[...lines]}
            trackBy={(line) => String(line.serlnumb)}
            columnDefinitions={[...(props.lineColumns ?? []), ...(byLine ? decisionColumns : [])]}
          />
        )}
        <ApprovalHistory approvals={approvals} />
        {asked && (
          <ActionDialog
            visible
            testId="approval-confirm-dialog"
            header={t(`kit:approval.confirm.title.${asked}`, { docnumbr: master.docnumbr })}
            onClose={() => setAsked(undefined)}
            cancelTestId="approval-cancel"
            submitTestId="approval-confirm"
            submitText={t(`kit:approval.${confirmText[asked]}`)}
            busy={busy}
            onSubmit={() => void send()}
          >
            <SpaceBetween size="m">
              <Box>{t(`kit:approval.confirm.body.${asked}`, { level: levelName })}</Box>
              {byLine && (
                <Box data-testid="approval-line-counts">{t('kit:approval.confirm.lines', counts)}</Box>
              )}
              <FormField
                label={t('kit:approval.remarks')}
                constraintText={asked === 'R' ? t('kit:approval.confirm.remarksRequired') : undefined}
                errorText={problem}
                stretch
              >
                <Textarea
                  data-testid="approval-remarks"
                  ariaLabel={t('kit:approval.remarks')}
                  value={remarks}
                  rows={3}
                  disabled={busy}
                  onChange={({ detail }) => setRemarks(detail.value)}
                />
              </FormField>
            </SpaceBetween>
          </ActionDialog>
        )}
      </SpaceBetween>
      {props.withdraw && (
        <DeleteConfirm
          visible={withdrawAsked}
          deleting={withdrawal.busy}
          subject={props.withdraw.subject}
          onConfirm={() => void withdraw(props.withdraw!)}
          onCancel={() => setWithdrawAsked(false)}
        />
      )}
    </>
  );
}

/** How many lines the approver approved, rejected, left pending and did not set. */
function lineCounts(decisions: LineDecisions) {
  const counts = { approved: 0, rejected: 0, pending: 0, unset: 0 };
  for (const line of Object.values(decisions)) {
    if (line.aprstatus === 'A') counts.approved += 1;
    else if (line.aprstatus === 'R') counts.rejected += 1;
    else if (line.aprstatus === 'P') counts.pending += 1;
    else counts.unset += 1;
  }
  return counts;
}

/** The approvals a document has had: level, decision (or withdrawn), who, when, amount, remarks. */
export function ApprovalHistory({ approvals }: { approvals: readonly ApprovalRecord[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table<ApprovalRecord>
      data-testid="approval-history"
      variant="container"
      header={<Header variant="h2">{t('kit:approval.history')}</Header>}
      items={[...approvals]}
      empty={<Box textAlign="center">{t('kit:approval.noHistory')}</Box>}
      columnDefinitions={[
        cellColumn('level', t('kit:approval.level'), (row) => t(`kit:approval.levels.${row.level}`)),
        cellColumn('decision', t('kit:approval.lineDecision'), (row) =>
          t(`kit:approval.decision.${row.withdrawnAt ? 'withdrawn' : row.decision}`),
        ),
        {
          id: 'user',
          header: t('kit:approval.user'),
          // The employee's name; under a delegation of authority: "approved by X for Y".
          cell: (row) => deciderText(t, row, i18n.language),
        },
        cellColumn('at', t('kit:approval.at'), (row) => (
          <bdi data-testid="approval-history-at">{formatMoment(row.at)}</bdi>
        )),
        { id: 'amount', header: t('kit:approval.amount'), cell: (row) => formatKwd(row.amount) },
        { id: 'remarks', header: t('kit:approval.remarks'), cell: (row) => row.remarks },
      ]}
    />
  );
}
