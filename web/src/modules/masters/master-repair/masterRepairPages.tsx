/**
 * What the repair master pages (the labour screen, labour charges) share: the
 * workshop filter, the list under its title and description (`masterRepair:<name>.listTitle` and
 * `.listDescription`), and the form under its title with the conflict of a save at an old version.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workshop } from '@fleet/shared/platform/lookups';
import { useLookupOptions, type FieldOption, type FilterField } from '../../../kit/index.ts';
import {
  RecordFormPage,
  RecordList,
  type RecordForm,
  type RecordListProps,
} from '../../../kit/record/index.ts';
import { masterRepairApi } from './api.ts';
import { lookupFilter } from '../../../kit/filters/lookupFilter.ts';
import { workshopOption } from '../../../kit/document/masterOptions.ts';

type MasterRepairName = 'labourScreen' | 'labourCharge';

/** The workshop filter of a list (`id`: the query's name), all workshops at first. */
export function useWorkshopFilter(
  id: string,
  option: (workshop: Workshop, arabic: boolean) => FieldOption = workshopOption,
): FilterField {
  const { t } = useTranslation();
  const workshops = useLookupOptions('workshops', masterRepairApi.workshops, option);
  return lookupFilter(id, t('masterRepair:fields.wrkshpid'), workshops, t('masterRepair:allWorkshops'));
}

/** A repair master's list: `<name>-list` (kebab case) under the name's title and description. */
export function MasterRepairList<T>({
  name,
  ...props
}: { name: MasterRepairName } & Omit<RecordListProps<T>, 'id' | 'title' | 'description' | 'emptyText'> & {
    emptyText?: string;
  }) {
  const { t } = useTranslation();
  return (
    <RecordList<T>
      id={`${kebab(name)}-list`}
      title={t(`masterRepair:${name}.listTitle`)}
      description={t(`masterRepair:${name}.listDescription`)}
      emptyText={t('masterRepair:empty')}
      {...props}
    />
  );
}

/** A repair master's form under the name's title; a save at an old version shows `<conflictId>`. */
export function MasterRepairForm<V extends object, D>({
  name,
  record,
  conflictId,
  children,
}: {
  name: MasterRepairName;
  record: RecordForm<V, D>;
  conflictId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RecordFormPage
      record={record}
      title={t(`masterRepair:${name}.formTitle`)}
      conflict={{ header: t('masterRepair:notSaved'), testId: conflictId }}
    >
      {children}
    </RecordFormPage>
  );
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
