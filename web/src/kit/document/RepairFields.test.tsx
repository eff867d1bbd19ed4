// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MainRepair, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
import { setupI18n } from '../test/testing.tsx';
import { clearQueryCache } from '../useQuery.ts';
import { LineEntrySection } from './LineEntrySection.tsx';
import { repairFields, useRepairChoices, type RepairChoice, type RepairLevel } from './RepairFields.tsx';
import { repairMasters } from './repairMasters.ts';

vi.mock('./repairMasters.ts', () => ({
  repairMasters: { workshops: vi.fn(), mainRepairs: vi.fn(), subRepairs: vi.fn() },
}));
const masters = vi.mocked(repairMasters);

const workshop: Workshop = {
  wrkshpid: 'WS01',
  wrkshpnam: 'Mechanical',
  wrkshpnamar: 'ميكانيكا',
  type: 'main',
};
const main: MainRepair = { wrkshpid: 'WS01', mainrepid: 'MR01', mainrepnam: 'Brakes', mainrepnamar: 'فرامل' };
const sub: SubRepair = {
  wrkshpid: 'WS01',
  mainrepid: 'MR01',
  subrepid: 'SR0101',
  subrepnam: 'Front pads',
  subrepnamar: 'فحمات أمامية',
  laborhors: 1.5,
  laborcost: 7.5,
  stdamount: 20,
  version: 1,
};

beforeAll(() => setupI18n());
beforeEach(() => {
  clearQueryCache();
  masters.workshops.mockResolvedValue([workshop]);
  masters.mainRepairs.mockResolvedValue([main]);
  masters.subRepairs.mockResolvedValue([sub]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** A page's entry: the three choices in a layout of its own, the chosen sub repair's cost beside. */
function Entry({ onChange }: { onChange: (choice: RepairChoice, changed: RepairLevel) => void }) {
  const [pick, setPick] = useState({ wrkshpid: '', mainrepid: '', subrepid: '' });
  const choices = useRepairChoices(pick);
  return (
    <ColumnLayout columns={4}>
      {repairFields(choices, {
        labels: {
          workshop: 'Workshop',
          mainRepair: 'Main repair',
          subRepair: 'Sub repair',
          choose: 'Choose',
        },
        testIdPrefix: 'entry',
        onChange: (choice, changed) => {
          onChange(choice, changed);
          setPick(choice);
        },
      })}
      <output data-testid="cost">{choices.sub?.laborcost ?? '-'}</output>
    </ColumnLayout>
  );
}

const select = (id: string) => createWrapper(document.body).findSelect(`[data-testid="${id}"]`)!;
async function choose(id: string, value: string) {
  await waitFor(() => {
    select(id).openDropdown();
    expect(select(id).findDropdown().findOptionByValue(value)).toBeTruthy();
  });
  act(() => select(id).selectOptionByValue(value));
}

describe('component: RepairFields', () => {
  it('chooses workshop, main repair and sub repair in turn, with both names and the cost', async () => {
    const onChange = vi.fn();
    render(<Entry onChange={onChange} />);
    expect(select('entry-mainrepair').isDisabled()).toBe(true);
    expect(select('entry-subrepair').isDisabled()).toBe(true);

    await choose('entry-workshop', 'WS01');
    expect(onChange).toHaveBeenLastCalledWith(
      {
        wrkshpid: 'WS01',
        wrkshpnam: 'Mechanical',
        wrkshpnamar: 'ميكانيكا',
        mainrepid: '',
        mainrepnam: '',
        mainrepnamar: '',
        subrepid: '',
      },
      'workshop',
    );
    await choose('entry-mainrepair', 'MR01');
    expect(masters.mainRepairs).toHaveBeenCalledWith('WS01', expect.anything());
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        mainrepid: 'MR01',
        mainrepnam: 'Brakes',
        mainrepnamar: 'فرامل',
        subrepid: '',
      }),
      'mainRepair',
    );
    await choose('entry-subrepair', 'SR0101');
    expect(masters.subRepairs).toHaveBeenCalledWith('WS01', 'MR01', expect.anything());
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ wrkshpid: 'WS01', mainrepid: 'MR01', subrepid: 'SR0101' }),
      'subRepair',
    );
    await waitFor(() => expect(screen.getByTestId('cost').textContent).toBe('7.5'));
  });

  it("takes a cell of the page's layout each, and names a choice with its code beneath", async () => {
    render(<Entry onChange={() => {}} />);
    const layout = createWrapper(document.body).findColumnLayout()!.getElement();
    expect(layout.querySelectorAll('[data-testid^="entry-"]')).toHaveLength(3);
    expect(layout.firstElementChild!.children).toHaveLength(4);
    await waitFor(() => {
      select('entry-workshop').openDropdown();
      expect(
        select('entry-workshop').findDropdown().findOptionByValue('WS01')!.getElement().textContent,
      ).toBe('MechanicalWS01');
    });
  });
});

describe('component: LineEntrySection', () => {
  it('shows the fields under the title, what the line lacks, and adds on the button', () => {
    const onAdd = vi.fn();
    render(
      <LineEntrySection
        title="Add a line"
        addLabel="Add"
        addTestId="entry-add"
        onAdd={onAdd}
        problem="Choose a sub repair."
        problemTestId="entry-error"
      >
        <input aria-label="Remarks" />
      </LineEntrySection>,
    );
    expect(createWrapper(document.body).findContainer()!.findHeader()!.getElement().textContent).toBe(
      'Add a line',
    );
    expect(screen.getByLabelText('Remarks')).toBeTruthy();
    expect(screen.getByTestId('entry-error').textContent).toBe('Choose a sub repair.');
    fireEvent.click(screen.getByTestId('entry-add'));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
