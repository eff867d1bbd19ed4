/**
 * The first section of a document made from another (a cost sheet from its purchase request, an order
 * from its cost sheet, a credit invoice from the supplier's invoice ...): titled, the other document
 * picked among the page's choices while adding (`DocumentPickerFields`), then the stored document's
 * number and date, what the page tells of the picked one, the stored document's state and the page's
 * own fields. Labelled by the page's field texts: `<fields>.<name>` the picker, `<fields>.docnumbr`
 * and `<fields>.docdate` the number and date, `<namespace>:list.state` the state.
 */
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { listDay } from '../list/listPage.ts';
import {
  DocumentPickerFields,
  type DocumentPickerFieldsProps,
  type PickedDetail,
} from './DocumentPickerFields.tsx';
import type { FieldOption, KeysOf } from './fields.tsx';
import type { FormState } from './formState.ts';

/** What every stored document has: its number and date. */
export interface NumberedDocument {
  docnumbr: string;
  docdate: string;
}

export type PickedDocumentSectionProps<
  V extends object,
  K extends KeysOf<V, string | undefined>,
  S extends NumberedDocument,
> = Omit<DocumentPickerFieldsProps<V, K>, 'form' | 'label' | 'choices' | 'picking'> & {
  /** The page (`useDocumentFormPage`): its form, whether it adds, and the stored document's master. */
  page: { form: FormState<V>; adding: boolean; stored: { master: S } | undefined };
  /** The choice while true (default: while adding). */
  picking?: boolean;
  /** Translated. */
  title: string;
  /** The page's field texts, `<namespace>:fields` (or another group of the namespace). */
  fields: string;
  /** The field whose text labels the stored document's number (default `docnumbr`). */
  numberLabel?: string;
  /** The documents to pick from, as `useLookupOptions` answers them (none where nothing is picked). */
  choices?: { options: FieldOption[]; loading?: boolean };
  /** The stored document's state in words, last of the details (test id `state`). */
  stateOf?: (stored: S) => string | undefined;
  /** Number, date and state only once stored (else they show empty while adding). */
  storedOnly?: boolean;
};

export function PickedDocumentSection<
  V extends object,
  K extends KeysOf<V, string | undefined>,
  S extends NumberedDocument,
>({
  page,
  picking = page.adding,
  title,
  fields,
  choices = { options: [] },
  stateOf,
  storedOnly = false,
  numberLabel = 'docnumbr',
  details,
  ...props
}: PickedDocumentSectionProps<V, K, S>) {
  const { t } = useTranslation();
  const stored = page.stored?.master;
  const shown = stored !== undefined || !storedOnly;
  const numbered: PickedDetail[] = shown
    ? [
        { label: t(`${fields}.${numberLabel}`), value: stored?.docnumbr, testId: 'docnumbr' },
        { label: t(`${fields}.docdate`), value: listDay(stored?.docdate) },
      ]
    : [];
  const state: PickedDetail[] =
    stateOf && shown
      ? [
          {
            label: t(`${fields.split(':')[0]}:list.state`),
            value: stored && stateOf(stored),
            testId: 'state',
          },
        ]
      : [];
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      <DocumentPickerFields
        {...props}
        form={page.form}
        picking={picking}
        label={t(`${fields}.${String(props.name)}`)}
        choices={choices}
        details={[...numbered, ...details, ...state]}
      />
    </Container>
  );
}
