/** A top-bar icon button with a red count badge capped at '99+' (shared by the bell and the mail menu). */
import { forwardRef } from 'react';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import { colorBackgroundNotificationRed } from '@cloudscape-design/design-tokens';
import { badgeText } from './model.ts';
import styles from './notifications.module.css';

interface CountTriggerProps {
  iconName: ButtonProps['iconName'];
  count: number;
  ariaLabel: string;
  onClick?: () => void;
  testId?: string;
}

export const CountTrigger = forwardRef<ButtonProps.Ref, CountTriggerProps>(function CountTrigger(
  { iconName, count, ariaLabel, onClick, testId },
  ref,
) {
  const text = badgeText(count);
  return (
    <span className={styles.trigger} data-testid={testId}>
      <Button ref={ref} variant="icon" iconName={iconName} ariaLabel={ariaLabel} onClick={onClick} />
      {text && (
        <span
          className={styles.count}
          style={{ ['--count-background' as string]: colorBackgroundNotificationRed }}
          data-testid={testId ? `${testId}-count` : undefined}
          aria-hidden="true"
        >
          {text}
        </span>
      )}
    </span>
  );
});
