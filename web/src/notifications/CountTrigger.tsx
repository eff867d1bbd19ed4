/**
 * A top-bar icon button with a red count badge capped at '99+', and the popover it opens (shared by
 * the bell and the mail menu).
 */
import { forwardRef, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import { colorBackgroundNotificationRed } from '@cloudscape-design/design-tokens';
import { badgeText } from './model.ts';
import { useNotifications } from './NotificationsProvider.tsx';
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

interface CountPopoverProps extends Omit<CountTriggerProps, 'ariaLabel' | 'onClick'> {
  /** The texts' prefix (`notifications:bell`): its title, close, label and labelWithCount. */
  texts: string;
  /** The panel; `onNavigate` closes the popover and follows a link. */
  content: (onNavigate: (path: string) => void) => ReactNode;
}

/** The count trigger opening a large popover whose links close it first; a click reads the list again. */
export function CountPopover({ texts, content, ...trigger }: CountPopoverProps) {
  const { t } = useTranslation();
  const { refresh } = useNotifications();
  const navigate = useNavigate();
  const popover = useRef<PopoverProps.Ref>(null);
  return (
    <Popover
      ref={popover}
      triggerType="custom"
      position="bottom"
      size="large"
      renderWithPortal
      header={t(`${texts}.title`)}
      dismissAriaLabel={t(`${texts}.close`)}
      content={content((path) => {
        popover.current?.dismiss();
        navigate(path);
      })}
    >
      <CountTrigger
        {...trigger}
        ariaLabel={
          trigger.count > 0 ? t(`${texts}.labelWithCount`, { count: trigger.count }) : t(`${texts}.label`)
        }
        onClick={() => void refresh(true)}
      />
    </Popover>
  );
}
