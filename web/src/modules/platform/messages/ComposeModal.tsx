/**
 * A new message: subject, text, recipients (users and / or roles: a role reaches every active user
 * holding it in the project) and the job orders it is about (typed, checked by the server). The shared
 * schema checks before sending; sending is blocked while it runs; a refusal keeps the input.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import { Input } from '../../../kit/form/Input.tsx';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import TokenGroup from '@cloudscape-design/components/token-group';
import { messageLimits } from '@fleet/shared/platform/message-board';
import { ActionDialog, serverText, useSend, useErrorText, useQuery } from '../../../kit/index.ts';
import { messageApi } from './api.ts';
import {
  addJobOrderNos,
  composeErrors,
  emptyCompose,
  toSendBody,
  type ComposeValues,
} from './messageForm.ts';
import { InputField } from '../../../kit/form/InputField.tsx';
import { removeLine } from '../../../kit/form/lines.ts';

export interface ComposeModalProps {
  onClose: () => void;
  onSent: (messageId: string) => void;
}

export function ComposeModal({ onClose, onSent }: ComposeModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<ComposeValues>(emptyCompose);
  const [jobOrderDraft, setJobOrderDraft] = useState('');
  const [checked, setChecked] = useState(false);
  const sending = useSend();
  const recipients = useQuery('messages:recipients', (signal) => messageApi.recipients(signal), {
    cacheMs: 60_000,
  });

  const userOptions = useMemo<MultiselectProps.Option[]>(
    () =>
      (recipients.data?.users ?? []).map((user) => ({
        value: user.usercode,
        label: user.username,
        description: user.usercode,
        tags: user.roles,
      })),
    [recipients.data],
  );
  const roleOptions = useMemo<MultiselectProps.Option[]>(
    () =>
      (recipients.data?.roles ?? []).map((role) => ({
        value: role.rolecode,
        label: role.rolename,
        description: role.rolecode,
      })),
    [recipients.data],
  );
  /** The multiselect of the users or the roles written to (its placeholder `messageBoard:compose.<choose>`). */
  const recipientsOf = (
    field: 'toUsers' | 'toRoles',
    options: MultiselectProps.Option[],
    choose: string,
  ): MultiselectProps => ({
    deselectAriaLabel: (option) => t('kit:form.remove', { label: option.label ?? option.value }),
    selectedOptions: options.filter((option) => values[field].includes(option.value ?? '')),
    options,
    onChange: ({ detail }) =>
      set({ [field]: detail.selectedOptions.map((option) => option.value ?? '').filter(Boolean) }),
    filteringType: 'auto',
    placeholder: t(`messageBoard:compose.${choose}`),
    loadingText: t('messageBoard:list.loading'),
    empty: t('messageBoard:compose.noOptions'),
    ariaLabel: t(`messageBoard:fields.${field}`),
  });

  const errors = checked ? composeErrors(values) : {};
  const text = (message: string | undefined) => (message ? serverText(t, message) : undefined);
  const set = (change: Partial<ComposeValues>) => setValues((current) => ({ ...current, ...change }));
  const addJobOrders = () => {
    if (!jobOrderDraft.trim()) return;
    set({ jobOrderNos: addJobOrderNos(values.jobOrderNos, jobOrderDraft) });
    setJobOrderDraft('');
  };

  const send = async () => {
    if (sending.busy) return;
    setChecked(true);
    const withDraft = jobOrderDraft.trim()
      ? { ...values, jobOrderNos: addJobOrderNos(values.jobOrderNos, jobOrderDraft) }
      : values;
    if (withDraft !== values) {
      setValues(withDraft);
      setJobOrderDraft('');
    }
    if (Object.keys(composeErrors(withDraft)).length > 0) return;
    await sending.send(
      () => messageApi.send(toSendBody(withDraft)),
      (answer) => onSent(answer[1].messageId),
    );
  };

  return (
    <ActionDialog
      visible
      size="large"
      onClose={onClose}
      header={t('messageBoard:compose.title')}
      onSubmit={() => void send()}
      submitText={t('messageBoard:compose.send')}
      submitTestId="compose-send"
      cancelText={t('messageBoard:compose.cancel')}
      busy={sending.busy}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        data-testid="compose-form"
      >
        <SpaceBetween size="m">
          <FormField
            label={t('messageBoard:fields.toUsers')}
            errorText={text(errors.recipients)}
            description={t('messageBoard:compose.recipientsHint')}
          >
            <Multiselect
              {...recipientsOf('toUsers', userOptions, 'chooseUsers')}
              statusType={recipients.loading ? 'loading' : recipients.error ? 'error' : 'finished'}
              errorText={recipients.error ? errorText(recipients.error) : undefined}
              tokenLimit={6}
              i18nStrings={{
                tokenLimitShowMore: t('messageBoard:compose.showMore'),
                tokenLimitShowFewer: t('messageBoard:compose.showFewer'),
              }}
              data-testid="compose-users"
            />
          </FormField>
          <FormField label={t('messageBoard:fields.toRoles')}>
            <Multiselect
              {...recipientsOf('toRoles', roleOptions, 'chooseRoles')}
              statusType={recipients.loading ? 'loading' : 'finished'}
              data-testid="compose-roles"
            />
          </FormField>
          <FormField
            label={t('messageBoard:fields.jobOrderNos')}
            errorText={text(errors.jobOrderNos)}
            description={t('messageBoard:compose.jobOrdersHint')}
            secondaryControl={
              <Button onClick={addJobOrders} formAction="none" data-testid="compose-add-job-order">
                {t('messageBoard:compose.addJobOrder')}
              </Button>
            }
          >
            <Input
              value={jobOrderDraft}
              onChange={({ detail }) => setJobOrderDraft(detail.value)}
              onKeyDown={({ detail }) => {
                if (detail.key === 'Enter') addJobOrders();
              }}
              placeholder={t('messageBoard:compose.jobOrderPlaceholder')}
              ariaLabel={t('messageBoard:fields.jobOrderNos')}
              data-testid="compose-job-order"
            />
          </FormField>
          {values.jobOrderNos.length > 0 && (
            <TokenGroup
              items={values.jobOrderNos.map((number) => ({
                label: number,
                dismissLabel: t('messageBoard:compose.remove', { number }),
              }))}
              onDismiss={({ detail }) =>
                set({ jobOrderNos: removeLine(values.jobOrderNos, detail.itemIndex) })
              }
            />
          )}
          <InputField
            label={t('messageBoard:fields.subject')}
            errorText={text(errors.subject)}
            constraintText={`${values.subject.length}/${messageLimits.subject}`}
            value={values.subject}
            onChange={(value) => set({ subject: value })}
            ariaLabel={t('messageBoard:fields.subject')}
            testId="compose-subject"
          />
          <FormField
            label={t('messageBoard:fields.body')}
            errorText={text(errors.body)}
            constraintText={`${values.body.length}/${messageLimits.body}`}
          >
            <Textarea
              value={values.body}
              onChange={({ detail }) => set({ body: detail.value })}
              rows={6}
              ariaLabel={t('messageBoard:fields.body')}
              data-testid="compose-body"
            />
          </FormField>
        </SpaceBetween>
      </form>
    </ActionDialog>
  );
}
