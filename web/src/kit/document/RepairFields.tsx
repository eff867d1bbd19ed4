/**
 * The sub repair of a document line, chosen from the repair master data as the workshop works:
 * the workshop, then one of its main repairs, then one of their sub repairs (each named in the
 * reader's language with its code beneath); a choice clears the ones after it. The garage inspection
 * and the estimation enter their repair lines with it. `useRepairChoices` reads the three lists for
 * what is chosen and gives the chosen sub repair (its labour hours and cost).
 */
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { MainRepair, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
import { findableByArabicDigits, type FieldOption } from '../form/fields.tsx';
import { useQuery, type QueryState } from '../useQuery.ts';
import { repairMasters } from './repairMasters.ts';

/** What is chosen, by code. */
export interface RepairPick {
  wrkshpid: string;
  mainrepid: string;
  subrepid: string;
}

/** A choice with the workshop's and main repair's names in both languages. */
export interface RepairChoice extends RepairPick {
  wrkshpnam: string;
  wrkshpnamar: string;
  mainrepnam: string;
  mainrepnamar: string;
}

export type RepairLevel = 'workshop' | 'mainRepair' | 'subRepair';

export interface RepairChoices {
  pick: RepairPick;
  workshops: QueryState<Workshop[]>;
  mains: QueryState<MainRepair[]>;
  subs: QueryState<SubRepair[]>;
  /** The chosen sub repair, once its list is in. */
  sub: SubRepair | undefined;
  /** The lists as options in the reader's language. */
  options: { workshops: FieldOption[]; mains: FieldOption[]; subs: FieldOption[] };
}

export function useRepairChoices(pick: RepairPick): RepairChoices {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const { wrkshpid, mainrepid, subrepid } = pick;
  const workshops = useQuery('repairs:workshops', (signal) => repairMasters.workshops(signal), {
    cacheMs: 300_000,
  });
  const mains = useQuery(wrkshpid ? `repairs:mains:${wrkshpid}` : null, (signal) =>
    repairMasters.mainRepairs(wrkshpid, signal),
  );
  const subs = useQuery(mainrepid ? `repairs:subs:${wrkshpid}:${mainrepid}` : null, (signal) =>
    repairMasters.subRepairs(wrkshpid, mainrepid, signal),
  );
  const option = (value: string, en: string, ar?: string): FieldOption => ({
    value,
    label: (arabic && ar) || en,
    description: value,
  });
  return {
    pick,
    workshops,
    mains,
    subs,
    sub: subs.data?.find((candidate) => candidate.subrepid === subrepid),
    options: {
      workshops: (workshops.data ?? []).map((w) => option(w.wrkshpid, w.wrkshpnam, w.wrkshpnamar)),
      mains: (mains.data ?? []).map((m) => option(m.mainrepid, m.mainrepnam, m.mainrepnamar)),
      subs: (subs.data ?? []).map((s) => option(s.subrepid, s.subrepnam, s.subrepnamar)),
    },
  };
}

/** The choice after one field changed, with both languages' names (whatever the UI's). */
export function repairChoice(choices: RepairChoices, level: RepairLevel, value: string): RepairChoice {
  const { pick } = choices;
  const wrkshpid = level === 'workshop' ? value : pick.wrkshpid;
  const mainrepid = level === 'mainRepair' ? value : level === 'workshop' ? '' : pick.mainrepid;
  const workshop = choices.workshops.data?.find((w) => w.wrkshpid === wrkshpid);
  const main = mainrepid ? choices.mains.data?.find((m) => m.mainrepid === mainrepid) : undefined;
  return {
    wrkshpid,
    wrkshpnam: workshop?.wrkshpnam ?? '',
    wrkshpnamar: workshop?.wrkshpnamar ?? '',
    mainrepid,
    mainrepnam: main?.mainrepnam ?? '',
    mainrepnamar: main?.mainrepnamar ?? '',
    subrepid: level === 'subRepair' ? value : '',
  };
}

export interface RepairFieldsProps {
  /** The three fields' labels and their placeholder, translated. */
  labels: { workshop: string; mainRepair: string; subRepair: string; choose: string };
  /** The selects' test ids: `<prefix>-workshop`, `<prefix>-mainrepair`, `<prefix>-subrepair`. */
  testIdPrefix: string;
  /** The new choice and the field that made it. */
  onChange: (choice: RepairChoice, changed: RepairLevel) => void;
}

/**
 * The three choices as an array of fields, so that each takes its own cell in the page's column layout
 * (a layout spreads an array, not a component's children).
 */
export function repairFields(choices: RepairChoices, { labels, testIdPrefix, onChange }: RepairFieldsProps) {
  const { pick, options } = choices;
  const fields = [
    {
      level: 'workshop',
      label: labels.workshop,
      testId: 'workshop',
      options: options.workshops,
      value: pick.wrkshpid,
      query: choices.workshops,
      disabled: undefined,
    },
    {
      level: 'mainRepair',
      label: labels.mainRepair,
      testId: 'mainrepair',
      options: options.mains,
      value: pick.mainrepid,
      query: choices.mains,
      disabled: !pick.wrkshpid,
    },
    {
      level: 'subRepair',
      label: labels.subRepair,
      testId: 'subrepair',
      options: options.subs,
      value: pick.subrepid,
      query: choices.subs,
      disabled: !pick.mainrepid,
    },
  ] as const;
  return fields.map((field) => (
    <FormField key={field.level} label={field.label}>
      <Select
        data-testid={`${testIdPrefix}-${field.testId}`}
        selectedOption={field.options.find((option) => option.value === field.value) ?? null}
        options={findableByArabicDigits(field.options)}
        filteringType="auto"
        disabled={field.disabled}
        placeholder={labels.choose}
        statusType={field.query.loading ? 'loading' : 'finished'}
        onChange={({ detail }) =>
          onChange(repairChoice(choices, field.level, detail.selectedOption.value ?? ''), field.level)
        }
      />
    </FormField>
  ));
}
