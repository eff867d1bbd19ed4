/**
 * The frame of every document form (spec 000 section 2, "Gate pass out form" and "Maintenance
 * invoice form"): the mode badge New / Edit / View, a collapsible header, Save (disabled in VIEW and
 * while a save runs: one save at a time), Clear (disabled in VIEW and EDIT) and Close (back to the
 * list). The mode's right is required (ADD adds, EDIT edits, VIEW views), else `/404`. An approver's
 * panel inside (kit/approval) puts its decision in place of Save and Clear, with the badge Approval.
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { FormRights } from '@fleet/shared';
import { errorText } from '../messages.ts';
import { useSend } from '../toasts/useSend.ts';
import { DocumentFormContext } from './context.ts';
import { DiscardChangesModal } from './DiscardChangesModal.tsx';
import { FormActionsContext } from './formActions.ts';
import { rightOfStatus, type DocumentMode, type FormStatus } from './mode.ts';
import { useUnsavedChanges } from './useUnsavedChanges.ts';

export interface DocumentFormProps {
  /** Form title, translated. */
  title: string;
  mode: DocumentMode;
  /** The user's rights on the form's screen (`useScreenRights`). */
  rights: FormRights;
  /** Where Close (and a successful save) goes. */
  listPath: string;
  /**
   * Saves; resolves with the write call's answer (its message becomes the green toast). A rejection
   * shows the error as a red toast and keeps the form as it is.
   */
  onSave: () => Promise<unknown>;
  /** Checked before saving (touch every field, apply the spec's blocking rules); false stops the save. */
  canSave?: () => boolean;
  /**
   * Why the document cannot be saved as it stands (translated), known before Save is pressed (a rule of
   * another document, such as an inspection still with the workshop manager): Save is disabled and says so.
   */
  saveBlocked?: string | undefined;
  /** Called after a failed save (for example to show the server's field errors). */
  onSaveError?: (error: unknown) => void;
  /** Resets the form (Clear); Clear is hidden without it. */
  onClear?: () => void;
  /** After a successful save: back to the list (default) or stay on the form. */
  afterSave?: 'list' | 'stay';
  /** Header fields (date, time, user, document number ...), in a collapsible section. */
  header?: ReactNode;
  children?: ReactNode;
  /** The document is being read. */
  loading?: boolean;
  /** Reading the document failed. */
  loadError?: unknown;
  onRetry?: () => void;
  /** Unsaved changes: Close and leaving for another page ask first, reloading the page warns. */
  dirty?: boolean;
}

const badgeColor: Record<FormStatus, 'green' | 'blue' | 'grey'> = {
  ADD: 'green',
  EDIT: 'blue',
  VIEW: 'grey',
};
const badgeKey: Record<FormStatus, 'new' | 'edit' | 'view'> = { ADD: 'new', EDIT: 'edit', VIEW: 'view' };

export function DocumentForm({
  title,
  mode,
  rights,
  listPath,
  onSave,
  canSave,
  saveBlocked,
  onSaveError,
  onClear,
  afterSave = 'list',
  header,
  children,
  loading = false,
  loadError,
  onRetry,
  dirty = false,
}: DocumentFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { busy: saving, send } = useSend();
  const [confirmClose, setConfirmClose] = useState(false);
  const inFlight = useRef(false);
  const guard = useUnsavedChanges(dirty && !mode.readOnly);
  // An approval panel inside claims the header: its decision replaces Save and Clear.
  const [actionsElement, setActionsElement] = useState<HTMLElement | null>(null);
  const [claims, setClaims] = useState(0);
  const claim = useCallback(() => {
    setClaims((count) => count + 1);
    return () => setClaims((count) => count - 1);
  }, []);
  const actionsSlot = useMemo(() => ({ element: actionsElement, claim }), [actionsElement, claim]);
  const deciding = claims > 0;

  if (rights[rightOfStatus[mode.status]] !== 'Y') return <Navigate to="/404" replace />;

  // Spec: close returns with mode save when editing, new otherwise.
  const backToList = () => navigate(listPath, { state: { mode: mode.status === 'EDIT' ? 'save' : 'new' } });

  const save = async () => {
    if (inFlight.current || mode.readOnly || saveBlocked) return;
    if (canSave && !canSave()) return;
    inFlight.current = true;
    const toList = () => {
      guard.allow();
      navigate(listPath, { state: { mode: 'save' } });
    };
    await send(onSave, afterSave === 'list' ? toList : undefined, onSaveError).finally(() => {
      inFlight.current = false;
    });
  };

  const close = () => {
    if (dirty && !mode.readOnly) setConfirmClose(true);
    else backToList();
  };

  const body = loadError ? (
    <Alert
      type="error"
      header={t('kit:form.loadFailed')}
      action={onRetry && <Button onClick={onRetry}>{t('kit:retry')}</Button>}
    >
      {errorText(t, loadError)}
    </Alert>
  ) : loading ? (
    <Box textAlign="center" padding="xl">
      <Spinner size="large" />
      <Box variant="p" color="text-status-inactive">
        {t('kit:form.loading')}
      </Box>
    </Box>
  ) : (
    <SpaceBetween size="l">
      {header && (
        <ExpandableSection variant="container" defaultExpanded headerText={t('kit:form.header')}>
          {header}
        </ExpandableSection>
      )}
      {children}
    </SpaceBetween>
  );

  return (
    <DocumentFormContext.Provider value={mode}>
      <Form
        header={
          <Header
            variant="h1"
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={close}>{t('kit:form.close')}</Button>
                {onClear && !deciding && (
                  <Button disabled={mode.status !== 'ADD' || mode.readOnly || saving} onClick={onClear}>
                    {t('kit:form.clear')}
                  </Button>
                )}
                {deciding ? (
                  <div ref={setActionsElement} data-testid="form-decision-actions" />
                ) : (
                  <Button
                    variant="primary"
                    disabled={mode.readOnly || loading || Boolean(loadError) || Boolean(saveBlocked)}
                    {...(saveBlocked && !mode.readOnly ? { disabledReason: saveBlocked } : {})}
                    loading={saving}
                    loadingText={t('kit:form.saving')}
                    onClick={() => void save()}
                  >
                    {t('kit:form.save')}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <span>{title}</span>
              {deciding ? (
                <Badge color="blue">{t('kit:form.mode.approval')}</Badge>
              ) : (
                <Badge color={badgeColor[mode.status]}>{t(`kit:form.mode.${badgeKey[mode.status]}`)}</Badge>
              )}
            </SpaceBetween>
          </Header>
        }
      >
        <FormActionsContext.Provider value={actionsSlot}>{body}</FormActionsContext.Provider>
      </Form>
      <DiscardChangesModal
        reason={confirmClose ? 'close' : guard.blocked ? 'leave' : undefined}
        onStay={() => {
          setConfirmClose(false);
          guard.stay();
        }}
        onDiscard={() => {
          if (confirmClose) {
            setConfirmClose(false);
            guard.allow();
            backToList();
          } else guard.leave();
        }}
      />
    </DocumentFormContext.Provider>
  );
}
