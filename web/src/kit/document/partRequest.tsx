/**
 * A request for parts for a job order from a store (the item request, the garage request): its values
 * and their checks, what it picks from (the job orders the request's stage takes, the stores, the item
 * master's parts), and the container where the job order is picked (with what the page tells of it)
 * and the store and remarks are entered. The lines are `PartRequestLines`; the values' rules, pure, are
 * `partRequestValues.ts`.
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type { Store } from '@fleet/shared/parts/stock';
import type { FieldOption } from '../form/fields.tsx';
import { SelectField, TextAreaField } from '../form/fields.tsx';
import { DocumentPickerFields, type PickedDetail } from '../form/DocumentPickerFields.tsx';
import type { FormState } from '../form/formState.ts';
import { useLookupOptions, workflowChoices, type LookupOptions } from '../useLookupOptions.ts';
import { itemOption, storeOption } from './masterOptions.ts';
import type { PartRequestValues } from './partRequestValues.ts';

export * from './partRequestValues.ts';

export interface PartRequestSources<C> {
  /** The job orders the request's stage takes. */
  choices: (signal?: AbortSignal) => Promise<C[]>;
  stores: (signal?: AbortSignal) => Promise<Store[]>;
  items: (signal?: AbortSignal) => Promise<SparePart[]>;
}

export interface PartRequestLookups<C> {
  choices: LookupOptions<C>;
  stores: LookupOptions<Store>;
  items: LookupOptions<SparePart>;
  /** The picked job order among the choices. */
  picked: C | undefined;
}

/** What the request picks from; `key` names its job order choices' cache. */
export function usePartRequestLookups<C extends { jobordno: string }>(
  key: string,
  sources: PartRequestSources<C>,
  jobOrderOption: (choice: C) => FieldOption,
  jobordno: string,
): PartRequestLookups<C> {
  const choices = useLookupOptions(`${key}:jobOrders`, sources.choices, jobOrderOption, workflowChoices);
  const stores = useLookupOptions('stores', sources.stores, storeOption);
  const items = useLookupOptions('spareParts', sources.items, itemOption);
  const picked = choices.items.find((row) => row.jobordno === jobordno);
  return { choices, stores, items, picked };
}

export interface PartRequestJobOrderProps<V extends PartRequestValues> {
  form: FormState<V>;
  /** Translated: the container's title and the fields' labels. */
  title: string;
  labels: { jobordno: string; store: string; remarks: string };
  lookups: Pick<PartRequestLookups<unknown>, 'choices' | 'stores'>;
  picking: boolean;
  /** What the page tells of the request and its job order. */
  details: PickedDetail[];
}

export function PartRequestJobOrder<V extends PartRequestValues>({
  form,
  title,
  labels,
  lookups,
  picking,
  details,
}: PartRequestJobOrderProps<V>) {
  // The kit's fields read a form of the request's own values; these three are every request's.
  const request = form as unknown as FormState<PartRequestValues>;
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      <DocumentPickerFields
        form={request}
        name="jobordno"
        label={labels.jobordno}
        choices={lookups.choices}
        picking={picking}
        details={details}
      >
        <SelectField form={request} name="storecode" label={labels.store} choices={lookups.stores} required />
        <TextAreaField form={request} name="remarks" label={labels.remarks} />
      </DocumentPickerFields>
    </Container>
  );
}
