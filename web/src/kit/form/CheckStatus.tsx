/**
 * A line's check while typing (a credit's returned amount, an invoice line's match to its order) as a
 * status: grey text while there is nothing to check, else the check's kind and text, named for tests.
 * The document says what its checks mean (`CheckStatusValue`); this only shows one.
 */
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

export interface CheckStatusValue {
  type: 'error' | 'warning' | 'success';
  /** Translated. */
  text: string;
}

export function CheckStatus({
  status,
  idle,
  testId,
}: {
  /** Nothing to check yet: `idle` is shown. */
  status: CheckStatusValue | undefined;
  /** Translated. */
  idle: string;
  testId: string;
}) {
  if (!status) return <Box color="text-status-inactive">{idle}</Box>;
  return (
    <StatusIndicator type={status.type} data-testid={testId}>
      {status.text}
    </StatusIndicator>
  );
}
