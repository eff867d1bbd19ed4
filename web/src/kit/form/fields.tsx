/**
 * Form fields bound to a `FormState`: value, change, touch on blur, the error once touched, and
 * read-only in VIEW (from the enclosing `DocumentForm`). One line per field in a page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import { Input, type InputProps } from './Input.tsx';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import { useDocumentMode } from './context.ts';
import { DayInput } from './DayInput.tsx';
import type { FormState } from './formState.ts';
import { colorTextStatusError } from '@cloudscape-design/design-tokens';
import { arabicIndicDigits } from '@fleet/shared/platform/digits';

/** Keys of V whose values are of type X. */
/** The fields of `V` whose values are `X` (what a field component may bind to). */
export type KeysOf<V, X> = { [K in keyof V]-?: V[K] extends X ? K : never }[keyof V];

interface BoundFieldProps<V extends object, K extends keyof V> {
  form: FormState<V>;
  name: K;
  label: string;
  description?: string;
  constraintText?: string;
  /** Adds the required marker to the label. */
  required?: boolean;
  /** Read-only whatever the mode (computed fields). */
  readOnly?: boolean;
  disabled?: boolean;
  info?: ReactNode;
  /** Grid span hints are the page's business; this only names the field for tests. */
  testId?: string;
}

/** A field label with the required marker (for fields the bound ones do not cover). */
export function FieldLabel({ text, required }: { text: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {text}
      {required && (
        <span style={{ color: colorTextStatusError }} aria-label={t('kit:form.required')}>
          {' *'}
        </span>
      )}
    </>
  );
}

/** The FormField frame every bound field shares: label with the required marker, hints, the error once touched. */
function BoundFormField<V extends object, K extends keyof V>({
  field,
  withLabel = true,
  children,
}: {
  field: BoundFieldProps<V, K>;
  /** False where the control shows the label itself (checkbox). */
  withLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <FormField
      label={withLabel ? <FieldLabel text={field.label} required={field.required} /> : undefined}
      description={field.description}
      constraintText={field.constraintText}
      errorText={field.form.errorOf(field.name)}
      info={field.info}
      data-testid={field.testId ?? String(field.name)}
    >
      {children}
    </FormField>
  );
}

export function TextField<V extends object, K extends KeysOf<V, string | undefined>>(
  props: BoundFieldProps<V, K> & {
    type?: InputProps.Type;
    inputMode?: InputProps.InputMode;
    placeholder?: string;
    autoComplete?: string;
    /** Enter in the input (e.g. adds the line being entered). */
    onEnter?: () => void;
    /** Keeps the value left-to-right in Arabic too (date-times, numbers, plates). */
    ltr?: boolean;
    /** Arabic-Indic digits typed become Western (the kit's `Input`; number fields do it anyway). */
    westernDigits?: boolean;
  },
) {
  const mode = useDocumentMode();
  const { form, name, onEnter } = props;
  const input = (
    <Input
      value={(form.values[name] as string | undefined) ?? ''}
      type={props.type}
      inputMode={props.inputMode}
      westernDigits={props.westernDigits}
      placeholder={props.placeholder}
      autoComplete={props.autoComplete ?? false}
      readOnly={props.readOnly ?? mode.readOnly}
      disabled={props.disabled}
      onChange={({ detail }) => form.set(name, detail.value as V[K])}
      onBlur={() => form.touch(name)}
      onKeyDown={
        onEnter &&
        (({ detail }) => {
          if (detail.key === 'Enter' && !detail.isComposing) onEnter();
        })
      }
    />
  );
  return <BoundFormField field={props}>{props.ltr ? <div dir="ltr">{input}</div> : input}</BoundFormField>;
}

/**
 * A date and time typed as text `DD/MM/YYYY HH:mm` (kit/dateTime.ts reads and writes it), kept
 * left-to-right in Arabic too, its digits Western, with its format as placeholder and hint.
 */
export function DateTimeField<V extends object, K extends KeysOf<V, string | undefined>>({
  format,
  ...props
}: BoundFieldProps<V, K> & {
  /** The format as the user reads it (`DD/MM/YYYY HH:mm`), translated. */
  format: string;
}) {
  return <TextField {...props} ltr westernDigits placeholder={format} constraintText={format} />;
}

/**
 * A calendar day `YYYY-MM-DD` (empty when not set), typed and shown as DD/MM/YYYY in both languages
 * (`DayInput`: Western digits, left to right, a calendar beside it).
 */
export function DateField<V extends object, K extends KeysOf<V, string | undefined>>(
  props: BoundFieldProps<V, K> & { placeholder?: string },
) {
  const mode = useDocumentMode();
  const { form, name } = props;
  return (
    <BoundFormField field={props}>
      <DayInput
        value={(form.values[name] as string | undefined) ?? ''}
        ariaLabel={props.label}
        readOnly={props.readOnly ?? mode.readOnly}
        disabled={props.disabled}
        invalid={Boolean(form.errorOf(name))}
        onChange={(value) => form.set(name, value as V[K])}
        onBlur={() => form.touch(name)}
      />
    </BoundFormField>
  );
}

export function TextAreaField<V extends object, K extends KeysOf<V, string | undefined>>(
  props: BoundFieldProps<V, K> & { rows?: number },
) {
  const mode = useDocumentMode();
  const { form, name } = props;
  return (
    <BoundFormField field={props}>
      <Textarea
        value={(form.values[name] as string | undefined) ?? ''}
        rows={props.rows ?? 3}
        readOnly={props.readOnly ?? mode.readOnly}
        disabled={props.disabled}
        onChange={({ detail }) => form.set(name, detail.value as V[K])}
        onBlur={() => form.touch(name)}
      />
    </BoundFormField>
  );
}

export interface FieldOption {
  value: string;
  label: string;
  description?: string;
}

interface ChoiceFieldProps {
  options: FieldOption[];
  placeholder?: string;
  loading?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

type TextOption = { value?: string; label?: string; filteringTags?: readonly string[] };
const findable = new WeakMap<readonly TextOption[], TextOption[]>();

/**
 * `options` found by what an Arabic keyboard types too: a label or value with digits (a plate, a code)
 * gets its Arabic-Indic form as a filtering tag, so `٣٤٥` finds `12/34567` (the option then shows the
 * matched form under its label).
 */
export function findableByArabicDigits<O extends TextOption>(options: readonly O[]): O[] {
  let tagged = findable.get(options) as O[] | undefined;
  if (!tagged) {
    tagged = options.map((option) => {
      const digits = [...new Set([option.label, option.value])].filter(
        (text): text is string => !!text && /[0-9]/.test(text),
      );
      const tags = [...(option.filteringTags ?? []), ...digits.map(arabicIndicDigits)];
      return digits.length ? { ...option, filteringTags: tags } : option;
    });
    findable.set(options, tagged);
  }
  return tagged;
}

/**
 * What the select and the multiselect share: the options (found by Arabic-Indic digits too),
 * placeholder, filtering of long lists, loading, read-only.
 */
function choiceProps(t: TFunction, props: ChoiceFieldProps, modeReadOnly: boolean) {
  return {
    options: findableByArabicDigits(props.options),
    placeholder: props.placeholder ?? t('kit:form.choose'),
    filteringType: props.options.length > 8 ? ('auto' as const) : ('none' as const),
    // The filter box of a long list needs a name of its own (axe: form elements must have labels).
    filteringAriaLabel: t('kit:form.filterOptions'),
    statusType: props.loading ? ('loading' as const) : ('finished' as const),
    loadingText: t('kit:loading'),
    empty: t('kit:form.noOptions'),
    readOnly: props.readOnly ?? modeReadOnly,
    disabled: props.disabled,
  };
}

export function SelectField<V extends object, K extends KeysOf<V, string | undefined>>(
  props: BoundFieldProps<V, K> & {
    /** A lookup's options and loading state as one (`useLookupOptions` answers this shape). */
    choices?: { options: FieldOption[]; loading?: boolean };
    /** Options the page makes itself, instead of `choices`. */
    options?: FieldOption[];
    loading?: boolean;
    placeholder?: string;
  },
) {
  const { t } = useTranslation();
  const mode = useDocumentMode();
  const { form, name } = props;
  const { options = [], loading } = props.choices ?? props;
  const value = form.values[name] as string | undefined;
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <BoundFormField field={props}>
      <Select
        selectedOption={selected}
        {...choiceProps(t, { ...props, options, loading }, mode.readOnly)}
        onChange={({ detail }) => form.set(name, detail.selectedOption.value as V[K])}
        onBlur={() => form.touch(name)}
      />
    </BoundFormField>
  );
}

/**
 * A choice the page keeps itself (a filter, a dialog's field) rather than a document form's field: the
 * label, the list as the bound fields show it (placeholder, filtering of long lists, loading), the error.
 */
export function PickField({
  label,
  value,
  onChange,
  errorText,
  testId,
  ...props
}: ChoiceFieldProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorText?: string | undefined;
  /** On the select itself. */
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={label} errorText={errorText}>
      <Select
        data-testid={testId}
        selectedOption={props.options.find((option) => option.value === value) ?? null}
        {...choiceProps(t, props, false)}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}

export function MultiselectField<V extends object, K extends KeysOf<V, string[]>>(
  props: BoundFieldProps<V, K> & { options: FieldOption[]; placeholder?: string; loading?: boolean },
) {
  const { t } = useTranslation();
  const mode = useDocumentMode();
  const { form, name, options } = props;
  const values = (form.values[name] as string[] | undefined) ?? [];
  const selected = values.map(
    (value) => options.find((option) => option.value === value) ?? { value, label: value },
  );
  return (
    <BoundFormField field={props}>
      <Multiselect
        selectedOptions={selected}
        {...choiceProps(t, props, mode.readOnly)}
        tokenLimit={4}
        i18nStrings={{
          tokenLimitShowMore: t('kit:form.showMore'),
          tokenLimitShowFewer: t('kit:form.showFewer'),
        }}
        deselectAriaLabel={(option) => t('kit:form.remove', { label: option.label ?? option.value })}
        onChange={({ detail }) =>
          form.set(name, detail.selectedOptions.map((option) => option.value ?? '') as V[K])
        }
        onBlur={() => form.touch(name)}
      />
    </BoundFormField>
  );
}

/** A Y/N flag as a checkbox. */
export function CheckboxField<V extends object, K extends KeysOf<V, 'Y' | 'N'>>(
  props: BoundFieldProps<V, K>,
) {
  const mode = useDocumentMode();
  const { form, name } = props;
  return (
    <BoundFormField field={props} withLabel={false}>
      <Checkbox
        checked={form.values[name] === 'Y'}
        readOnly={props.readOnly ?? mode.readOnly}
        disabled={props.disabled}
        onChange={({ detail }) => form.set(name, (detail.checked ? 'Y' : 'N') as V[K])}
      >
        {props.label}
      </Checkbox>
    </BoundFormField>
  );
}

/** A value the user cannot change (date, time, user, document number), shown as a read-only input. */
export function ReadOnlyField({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | undefined;
  testId?: string;
}) {
  return (
    <FormField label={label} data-testid={testId}>
      <Input value={value ?? ''} readOnly />
    </FormField>
  );
}
