/**
 * The inspector choice the job card form (its last step) shares with the inspector assignment
 * (spec 000 section 2): the users of the INSPECTOR role.
 */
import { useTranslation } from 'react-i18next';
import { SelectField, type FormState } from '../../../../kit/index.ts';
import { useInspectors } from '../lookups.ts';

export function InspectorField({
  form,
  readOnly,
}: {
  form: FormState<{ inspector: string }>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const inspectors = useInspectors();
  return (
    <SelectField
      form={form}
      name="inspector"
      label={t('jobCards:fields.inspector')}
      choices={inspectors}
      readOnly={readOnly}
      required
      description={t('jobCards:form.inspectorHint')}
      testId="field-inspector"
    />
  );
}
