/**
 * The dialogs of `/costExpenditure`: set the budget (with its history), add or edit an expenditure,
 * and sync expenditures from the product's own money (sources, window, garage). Each validates with
 * the shared schema, calls the API and hands the answer's message to the page's toasts; a failure
 * shows the spec's fallback ('Failed to set budget', ...) with the server's reason.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  defaultSyncSources,
  expenditureCategories,
  moneyCategories,
  type AddExpenditureRequest,
  type BudgetHistoryEntry,
  type Expenditure,
} from '@fleet/shared/reports/cost-expenditure';
import { formatChartValue, tableColumns } from '../../../kit/charts/index.ts';
import { reportDate } from '../../../kit/report/index.ts';
import {
  ActionDialog,
  PickField,
  useErrorText,
  type ActionDialogProps,
  type FieldOption,
} from '../../../kit/index.ts';
import { wordedOptions } from '../../../kit/wordedOptions.ts';
import { pickFields } from '../../../kit/document/formDocument.ts';
import { costApi, type BudgetHistoryAnswer } from './api.ts';
import {
  budgetFormErrors,
  emptyExpenditureForm,
  expenditureFields,
  expenditureFormErrors,
  type ExpenditureForm,
} from './costModel.ts';
import { DayInput } from '../../../kit/form/DayInput.tsx';
import { InputField, type InputFieldProps } from '../../../kit/form/InputField.tsx';

/**
 * A dialog's form: `initial()` again each time the dialog opens (or `resetOn` changes while it is
 * open), the field errors `check` finds (`errors` keys), and its write, sent only when there are none:
 * `busy` while it runs, the answer to `then` (the page toasts its message), or the failure kept to
 * show in the dialog (the dialog stays open with what was typed).
 */
function useDialogForm<F extends object>(
  { visible, onClose }: { visible: boolean; onClose: () => void },
  resetOn: unknown[],
  initial: () => F,
  check: (form: F) => Record<string, string> = () => ({}),
) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!visible) return;
    setForm(initial());
    setErrors({});
    setFailure(undefined);
  }, [visible, ...resetOn]);
  const submit = async (call: (form: F) => Promise<unknown>, then: (answer: unknown) => void) => {
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(undefined);
    try {
      then(await call(form));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const set =
    <K extends keyof F>(field: K) =>
    (value: F[K]) =>
      setForm((current) => ({ ...current, [field]: value }));
  const errorOf = (field: keyof F & string) => (errors[field] ? t(errors[field]) : undefined);
  return { form, dialog: { visible, onClose, write: { busy, failure } }, set, errorOf, submit };
}

type CostDialogProps = Omit<ActionDialogProps, 'cancelText' | 'busy'> & {
  /** The dialog's write (`useDialogForm`): progress, and its failure shown above the fields. */
  write: { busy: boolean; failure: unknown };
  /** The spec's text of a failed write ('Failed to set budget', ...): an `errors` key. */
  fallback: string;
  /** Above the failure (the sync's description). */
  intro?: ReactNode;
};

/** A dialog of the page: its fields under the failure of the last write, Cancel and the action. */
function CostDialog({ write, fallback, intro, children, ...dialog }: CostDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <ActionDialog {...dialog} busy={write.busy} cancelText={t('costExpenditure:actions.cancel')}>
      <SpaceBetween size="m">
        {intro}
        {write.failure ? (
          <Alert type="error" header={t(`errors:${fallback}`)} data-testid="cost-dialog-error">
            {errorText(write.failure)}
          </Alert>
        ) : null}
        {children}
      </SpaceBetween>
    </ActionDialog>
  );
}

const budgetColumn = tableColumns('costExpenditure:budget');

// ---- Budget ------------------------------------------------------------------------------------------

export interface BudgetModalProps {
  visible: boolean;
  history?: BudgetHistoryAnswer;
  historyError?: unknown;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (result: unknown) => void;
}

export function BudgetModal({ visible, history, historyError, canEdit, onClose, onSaved }: BudgetModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, dialog, set, errorOf, submit } = useDialogForm(
    { visible, onClose },
    [history],
    () => ({
      budgetAmount: history ? String(history.budgetAmount) : '',
      effectiveDate: history?.effectiveDate ?? '',
    }),
    budgetFormErrors,
  );
  return (
    <CostDialog
      {...dialog}
      header={t('costExpenditure:budget.dialogTitle')}
      submitText={t('costExpenditure:budget.save')}
      submitTestId="budget-submit"
      fallback="costSetBudgetFailed"
      onSubmit={() =>
        submit(
          (budget) =>
            costApi.setBudget({
              budgetAmount: Number(budget.budgetAmount),
              effectiveDate: budget.effectiveDate,
            }),
          onSaved,
        )
      }
      readOnly={!canEdit}
    >
      {canEdit && (
        <>
          <InputField
            label={t('costExpenditure:budget.amount')}
            errorText={errorOf('budgetAmount')}
            testId="budget-amount"
            inputMode="decimal"
            value={form.budgetAmount}
            onChange={set('budgetAmount')}
          />
          <FormField label={t('costExpenditure:budget.effectiveDate')} errorText={errorOf('effectiveDate')}>
            <DayInput testId="budget-date" value={form.effectiveDate} onChange={set('effectiveDate')} />
          </FormField>
        </>
      )}
      {historyError ? (
        <Alert type="error" header={t('errors:costBudgetHistoryFailed')}>
          {errorText(historyError)}
        </Alert>
      ) : (
        <Table<BudgetHistoryEntry>
          variant="embedded"
          data-testid="budget-history"
          header={<Box variant="h3">{t('costExpenditure:budget.history')}</Box>}
          items={history?.history ?? []}
          loading={!history}
          loadingText={t('costExpenditure:loading')}
          empty={<Box textAlign="center">{t('costExpenditure:budget.noHistory')}</Box>}
          columnDefinitions={[
            budgetColumn(t, 'date', (row) => reportDate(row.date), 'effectiveDate'),
            budgetColumn(t, 'amount', (row) => formatChartValue(row.amount, 'kwd')),
            budgetColumn(t, 'user', (row) => row.user),
            budgetColumn(t, 'at', (row) => reportDate(row.at), 'setOn'),
          ]}
        />
      )}
    </CostDialog>
  );
}

// ---- Add / edit an expenditure -----------------------------------------------------------------------

export interface ExpenditureModalProps {
  visible: boolean;
  /** The row edited; absent: a new expenditure. */
  editing?: Expenditure;
  today: string;
  garages: FieldOption[];
  onClose: () => void;
  onSaved: (result: unknown) => void;
}

const formOf = (row: Expenditure): ExpenditureForm => ({
  ...pickFields(row, expenditureFields),
  amount: String(row.amount),
});

export function ExpenditureModal({
  visible,
  editing,
  today,
  garages,
  onClose,
  onSaved,
}: ExpenditureModalProps) {
  const { t } = useTranslation();
  const { form, dialog, set, errorOf, submit } = useDialogForm<ExpenditureForm>(
    { visible, onClose },
    [editing, today],
    () => (editing ? formOf(editing) : emptyExpenditureForm(today)),
    expenditureFormErrors,
  );
  const text = (field: keyof ExpenditureForm, more: Partial<InputFieldProps> = {}) => (
    <InputField
      label={t(`costExpenditure:columns.${field}`)}
      errorText={errorOf(field)}
      value={form[field]}
      onChange={set(field)}
      {...more}
    />
  );
  const save = (expenditure: ExpenditureForm) => {
    const body = {
      ...expenditure,
      amount: Number(expenditure.amount),
      category: expenditure.category as AddExpenditureRequest['category'],
    };
    return editing
      ? costApi.updateExpenditure(editing.id, { ...body, version: editing.version })
      : costApi.addExpenditure(body);
  };
  const categoryOptions = wordedOptions(t, 'costExpenditure:categories', expenditureCategories);
  const garageOptions = [{ value: '', label: t('costExpenditure:filters.noGarage') }, ...garages];
  return (
    <CostDialog
      {...dialog}
      header={t(editing ? 'costExpenditure:expenditure.editTitle' : 'costExpenditure:expenditure.addTitle')}
      submitText={t('costExpenditure:actions.save')}
      submitTestId="expenditure-submit"
      fallback={editing ? 'costUpdateFailed' : 'costAddFailed'}
      onSubmit={() => submit(save, onSaved)}
    >
      <PickField
        label={t('costExpenditure:columns.category')}
        testId="expenditure-category"
        options={categoryOptions}
        value={form.category}
        errorText={errorOf('category')}
        onChange={set('category')}
      />
      {text('amount', { testId: 'expenditure-amount', inputMode: 'decimal' })}
      {text('description', { testId: 'expenditure-description' })}
      <FormField label={t('costExpenditure:columns.date')} errorText={errorOf('date')}>
        <DayInput testId="expenditure-date" value={form.date} onChange={set('date')} />
      </FormField>
      {text('reference')}
      <PickField
        label={t('costExpenditure:columns.garage')}
        options={garageOptions}
        value={form.garage}
        errorText={errorOf('garage')}
        onChange={set('garage')}
      />
      {text('jobOrderNumber')}
    </CostDialog>
  );
}

// ---- Sync ----------------------------------------------------------------------------------------------

export interface SyncModalProps {
  visible: boolean;
  window: { fromDate: string; toDate: string };
  garages: FieldOption[];
  onClose: () => void;
  onSynced: (result: unknown) => void;
}

export function SyncModal({ visible, window, garages, onClose, onSynced }: SyncModalProps) {
  const { t } = useTranslation();
  // The garage chosen stays from one opening to the next.
  const [garage, setGarage] = useState('');
  const { form, dialog, set, submit } = useDialogForm(
    { visible, onClose },
    [window.fromDate, window.toDate],
    () => ({
      fromDate: window.fromDate,
      toDate: window.toDate,
      sources: [...defaultSyncSources] as string[],
    }),
  );
  const sourceOptions = wordedOptions(t, 'costExpenditure:categories', moneyCategories);
  const garageOptions = [{ value: '', label: t('costExpenditure:filters.allGarages') }, ...garages];
  const sync = ({ fromDate, toDate, sources }: typeof form) =>
    costApi.sync({
      fromDate,
      toDate,
      sources: sources as (typeof moneyCategories)[number][],
      ...(garage ? { garage } : {}),
    });
  return (
    <CostDialog
      {...dialog}
      header={t('costExpenditure:sync.title')}
      submitText={t('costExpenditure:sync.run')}
      submitTestId="sync-submit"
      fallback="costRealDataFailed"
      intro={<Box>{t('costExpenditure:sync.description')}</Box>}
      onSubmit={() => submit(sync, onSynced)}
    >
      <FormField label={t('costExpenditure:sync.fromDate')}>
        <DayInput value={form.fromDate} onChange={set('fromDate')} />
      </FormField>
      <FormField label={t('costExpenditure:sync.toDate')}>
        <DayInput value={form.toDate} onChange={set('toDate')} />
      </FormField>
      <FormField label={t('costExpenditure:sync.sources')}>
        <Multiselect
          deselectAriaLabel={(option) => t('kit:form.remove', { label: option.label ?? option.value })}
          data-testid="sync-sources"
          selectedOptions={sourceOptions.filter((option) => form.sources.includes(option.value))}
          options={sourceOptions}
          onChange={({ detail }) =>
            set('sources')(detail.selectedOptions.map((option) => option.value ?? ''))
          }
        />
      </FormField>
      <PickField
        label={t('costExpenditure:columns.garage')}
        options={garageOptions}
        value={garage}
        onChange={setGarage}
      />
    </CostDialog>
  );
}
