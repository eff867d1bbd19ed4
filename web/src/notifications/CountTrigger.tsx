/**
 * A top-bar icon button with a red count badge capped at '99+', and the popover it opens (shared by
 * the bell and the mail menu).
 */
import { forwardRef, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
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

interface CountPopoverProps extends CountTriggerProps {
  header: string;
  dismissAriaLabel: string;
  /** The panel; `onNavigate` closes the popover and follows a link. */
  content: (onNavigate: (path: string) => void) => ReactNode;
}

/** The count trigger opening a large popover whose links close it before navigating. */
export function CountPopover({ header, dismissAriaLabel, content, ...trigger }: CountPopoverProps) {
  const navigate = useNavigate();
  const popover = useRef<PopoverProps.Ref>(null);
  return (
    <Popover
      ref={popover}
      triggerType="custom"
      position="bottom"
      size="large"
      renderWithPortal
      header={header}
      dismissAriaLabel={dismissAriaLabel}
      content={content((path) => {
        popover.current?.dismiss();
        navigate(path);
      })}
    >
      <CountTrigger {...trigger} />
    </Popover>
  );
}
