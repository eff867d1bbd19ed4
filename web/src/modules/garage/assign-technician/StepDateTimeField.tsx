/**
 * The date-time a step records (job time in, washing, parking, delivery): typed as DD/MM/YYYY HH:mm,
 * labelled by its field's name in `assignTechnician:fields`.
 */
import { useTranslation } from 'react-i18next';
import { DateTimeField, type FormState, type KeysOf } from '../../../kit/index.ts';

export function StepDateTimeField<V extends object, K extends KeysOf<V, string | undefined> & string>({
  form,
  name,
  required,
}: {
  form: FormState<V>;
  name: K;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DateTimeField
      form={form}
      name={name}
      label={t(`assignTechnician:fields.${name}`)}
      format={t('assignTechnician:fields.dateTimePlaceholder')}
      required={required}
    />
  );
}
