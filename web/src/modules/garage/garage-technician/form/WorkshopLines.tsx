/**
 * The workshop lines of the form: per line a workshop (each workshop once), its technician and the
 * estimated job time in hours; lines are added and removed. Problems show per field after a save
 * attempt; the total of the hours typed so far sits below.
 */
import { useTranslation } from 'react-i18next';
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Box from '@cloudscape-design/components/box';
import { Input } from '../../../../kit/form/Input.tsx';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { maxAssignmentLines } from '@fleet/shared/garage/garage-technician';
import { FieldLabel, type FieldOption } from '../../../../kit/index.ts';
import {
  emptyLine,
  flatChoices,
  freeWorkshops,
  type ChoiceGroup,
  typedHours,
  type LineErrors,
  type LineField,
  type LineValues,
  type TechnicianFormValues,
} from './technicianForm.ts';

type Choices = (FieldOption | ChoiceGroup<FieldOption>)[];

export interface WorkshopLinesProps {
  values: TechnicianFormValues;
  onChange: (details: LineValues[]) => void;
  workshops: { options: FieldOption[]; loading: boolean };
  /** A line's technician choices (the workshop's trade first, in groups). */
  technicians: { optionsFor: (index: number) => Choices; loading: boolean };
  /** i18n keys of each line's problems. */
  errors: LineErrors;
  /** Show the problems (after a save attempt). */
  showErrors: boolean;
  /** An error of the lines as a whole (none at all, too many), i18n key. */
  linesError?: string;
}

export function WorkshopLines({
  values,
  onChange,
  workshops,
  technicians,
  errors,
  showErrors,
  linesError,
}: WorkshopLinesProps) {
  const { t } = useTranslation();
  const update = (index: number, field: LineField, value: string) =>
    onChange(values.details.map((line, other) => (other === index ? { ...line, [field]: value } : line)));
  const errorOf = (index: number, field: LineField) => {
    const key = showErrors ? errors[index]?.[field] : undefined;
    return key ? t(key) : undefined;
  };
  const select = (
    index: number,
    field: 'wrkshpid' | 'empcdetech',
    options: Choices,
    loading: boolean,
    testId: string,
  ) => (
    <Select
      selectedOption={
        flatChoices(options).find((option) => option.value === values.details[index]?.[field]) ?? null
      }
      options={options}
      placeholder={t('kit:form.choose')}
      filteringType={flatChoices(options).length > 8 ? 'auto' : 'none'}
      statusType={loading ? 'loading' : 'finished'}
      loadingText={t('kit:loading')}
      empty={t('kit:form.noOptions')}
      invalid={Boolean(errorOf(index, field))}
      onChange={({ detail }) => update(index, field, detail.selectedOption.value ?? '')}
      data-testid={`${testId}-${index}`}
    />
  );

  return (
    <SpaceBetween size="s">
      <AttributeEditor<LineValues>
        items={values.details}
        definition={[
          {
            label: <FieldLabel text={t('garageTechnician:fields.wrkshpid')} required />,
            control: (_line, index) =>
              select(
                index,
                'wrkshpid',
                freeWorkshops(workshops.options, values, index),
                workshops.loading,
                'line-workshop',
              ),
            errorText: (_line, index) => errorOf(index, 'wrkshpid'),
          },
          {
            label: <FieldLabel text={t('garageTechnician:fields.empcdetech')} required />,
            control: (_line, index) =>
              select(
                index,
                'empcdetech',
                technicians.optionsFor(index),
                technicians.loading,
                'line-technician',
              ),
            errorText: (_line, index) => errorOf(index, 'empcdetech'),
          },
          {
            label: <FieldLabel text={t('garageTechnician:fields.estjobtime')} required />,
            control: (line, index) => (
              <div dir="ltr">
                <Input
                  value={line.estjobtime}
                  inputMode="decimal"
                  invalid={Boolean(errorOf(index, 'estjobtime'))}
                  onChange={({ detail }) => update(index, 'estjobtime', detail.value)}
                  data-testid={`line-hours-${index}`}
                />
              </div>
            ),
            errorText: (_line, index) => errorOf(index, 'estjobtime'),
          },
        ]}
        onAddButtonClick={() => onChange([...values.details, emptyLine()])}
        onRemoveButtonClick={({ detail }) =>
          onChange(values.details.filter((_line, index) => index !== detail.itemIndex))
        }
        addButtonText={t('garageTechnician:form.addLine')}
        removeButtonText={t('garageTechnician:form.removeLine')}
        disableAddButton={values.details.length >= maxAssignmentLines}
        additionalInfo={t('garageTechnician:form.linesHint', { max: maxAssignmentLines })}
        empty={t('garageTechnician:form.noLines')}
        data-testid="workshop-lines"
      />
      {showErrors && linesError && (
        <Box color="text-status-error" data-testid="lines-error">
          {t(linesError)}
        </Box>
      )}
      <Box data-testid="total-hours">
        {t('garageTechnician:form.totalHours', { hours: typedHours(values) })}
      </Box>
    </SpaceBetween>
  );
}
