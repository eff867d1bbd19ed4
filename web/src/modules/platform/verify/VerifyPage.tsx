/**
 * `/verify?p&t&n&h` (public, issue 12): the page a printed document's QR code opens. Without signing in,
 * it shows whether the printed hash still matches the record, then the record as it is now: number,
 * date, party, state, totals in KWD, the approvals (level, decision, by whom and for whom, when) and the
 * printed and current hashes, in the user's language.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  printedHash,
  verificationLinkOf,
  type VerificationAnswer,
  type VerificationApproval,
  type VerificationLink,
  type VerificationText,
} from '@fleet/shared/platform/verification';
import { personName } from '@fleet/shared/platform/people';
import { PublicFrame } from '../../../app/PublicFrame.tsx';
import { formatDateTime, formatKwd } from '../../../i18n/format.ts';
import { errorText } from '../../../kit/messages.ts';
import { useQuery } from '../../../kit/useQuery.ts';
import { dayText } from '../../../kit/pdf/text.ts';
import { verifyApi } from './api.ts';

/** Ids, dates, amounts and hashes stay left to right inside Arabic text. */
const Ltr = ({ children, testId }: { children: string; testId?: string }) => (
  <span dir="ltr" data-testid={testId}>
    {children}
  </span>
);

const Hash = ({ hash, testId }: { hash: string; testId: string }) => (
  <Box variant="code" fontSize="body-m">
    <Ltr testId={testId}>{printedHash(hash)}</Ltr>
  </Box>
);

function Verdict({ valid }: { valid: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={valid ? 'success' : 'error'}
      header={
        <Box fontSize="heading-m" fontWeight="bold" color="inherit">
          {t(valid ? 'verify:verdict.valid' : 'verify:verdict.invalid')}
        </Box>
      }
      data-testid="verify-verdict"
      data-valid={valid ? 'true' : 'false'}
    >
      {t(valid ? 'verify:verdict.validDetail' : 'verify:verdict.invalidDetail')}
    </Alert>
  );
}

/** Who decided, by the employees' names in the reader's language (the user code when no name is known). */
function approvalBy(t: TFunction, approval: VerificationApproval, language: string): string {
  const user = personName(approval.user, approval.userName, language);
  return approval.onBehalfOf
    ? t('verify:byFor', {
        user,
        onBehalfOf: personName(approval.onBehalfOf, approval.onBehalfOfName, language),
      })
    : t('verify:by', { user });
}

function Approvals({ approvals }: { approvals: VerificationApproval[] }) {
  const { t, i18n } = useTranslation();
  if (approvals.length === 0) return <Box color="text-body-secondary">{t('verify:noApprovals')}</Box>;
  return (
    <SpaceBetween size="xs">
      {approvals.map((approval) => (
        <div key={`${approval.level}-${approval.at}`} data-testid="verify-approval">
          <SpaceBetween size="xxs">
            <StatusIndicator type={approval.decision === 'A' ? 'success' : 'error'}>
              {t(`verify:level.${approval.level}`, { defaultValue: approval.level })}
              {': '}
              {t(`verify:decision.${approval.decision}`)}
            </StatusIndicator>
            <Box variant="small">
              {approvalBy(t, approval, i18n.language)} · <Ltr>{formatDateTime(approval.at)}</Ltr>
            </Box>
          </SpaceBetween>
        </div>
      ))}
    </SpaceBetween>
  );
}

function Record({ answer, printed }: { answer: VerificationAnswer; printed: string }) {
  const { t, i18n } = useTranslation();
  const text = (value: VerificationText) => (i18n.language === 'ar' ? value.ar : value.en);
  const { view } = answer;
  return (
    <SpaceBetween size="l">
      <Header variant="h2" description={t('verify:record')}>
        <span data-testid="verify-title">
          {text(view.title)} <Ltr>{view.docnumbr}</Ltr>
        </span>
      </Header>
      <KeyValuePairs
        columns={1}
        items={[
          { label: t('verify:field.number'), value: <Ltr testId="verify-number">{view.docnumbr}</Ltr> },
          { label: t('verify:field.date'), value: <Ltr>{dayText(view.docdate)}</Ltr> },
          ...(view.party
            ? [
                {
                  label: t('verify:field.party'),
                  value: (i18n.language === 'ar' && view.partyAr) || view.party,
                },
              ]
            : []),
          {
            label: t('verify:field.status'),
            value: <span data-testid="verify-status">{text(view.status)}</span>,
          },
          ...(view.lines !== undefined
            ? [{ label: t('verify:field.lines'), value: String(view.lines) }]
            : []),
          {
            label: t('verify:field.totals'),
            value: (
              <SpaceBetween size="xxs">
                {view.totals.map((total) => (
                  <div key={total.label.en} data-testid="verify-total">
                    {text(total.label)}: <Ltr>{formatKwd(total.amount)}</Ltr>
                  </div>
                ))}
              </SpaceBetween>
            ),
          },
          { label: t('verify:field.approvals'), value: <Approvals approvals={view.approvals} /> },
          {
            label: t('verify:field.printedHash'),
            value: <Hash hash={printed} testId="verify-printed-hash" />,
          },
          {
            label: t('verify:field.currentHash'),
            value: <Hash hash={answer.hash} testId="verify-current-hash" />,
          },
        ]}
      />
    </SpaceBetween>
  );
}

function Check({ link }: { link: VerificationLink }) {
  const { t } = useTranslation();
  const { project, doctype, docnumbr, hash } = link;
  const check = useQuery(`verify:${project}:${doctype}:${docnumbr}:${hash}`, (signal) =>
    verifyApi.document({ project, doctype, docnumbr, hash }, signal),
  );

  if (check.error)
    return (
      <Alert
        type="error"
        statusIconAriaLabel={t('shell:status.error')}
        header={t('verify:failed')}
        action={<Button onClick={check.reload}>{t('verify:retry')}</Button>}
        data-testid="verify-failed"
      >
        {errorText(t, check.error)}
      </Alert>
    );
  if (check.loading || !check.data)
    return <StatusIndicator type="loading">{t('verify:checking')}</StatusIndicator>;
  return (
    <SpaceBetween size="l">
      <Verdict valid={check.data.valid} />
      <Record answer={check.data} printed={hash} />
    </SpaceBetween>
  );
}

export function VerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const link = verificationLinkOf(search);
  return (
    <PublicFrame>
      <SpaceBetween size="l">
        <Header variant="h1" description={t('verify:intro')}>
          {t('verify:title')}
        </Header>
        {link ? (
          <Check link={link} />
        ) : (
          <Alert
            type="error"
            statusIconAriaLabel={t('shell:status.error')}
            header={t('verify:failed')}
            data-testid="verify-failed"
          >
            {t('errors:verifyParamsRequired')}
          </Alert>
        )}
      </SpaceBetween>
    </PublicFrame>
  );
}
