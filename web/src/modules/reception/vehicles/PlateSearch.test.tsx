// @vitest-environment jsdom
import { useState } from 'react';
import { render, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { describe, expect, it, vi } from 'vitest';
import type { VehicleRow } from '@fleet/shared/reception/vehicles';
import { setupPageTests } from '../../../kit/testing.tsx';
import { vehicleApi } from './api.ts';
import { PlateSearch } from './PlateSearch.tsx';

vi.mock('./api.ts');

const api = vi.mocked(vehicleApi);
const camry = {
  vehicleno: '12/34567',
  vehmaknam: 'Toyota',
  vehmaknamar: 'تويوتا',
  vehmodnam: 'Camry',
  vehmodnamar: 'كامري',
  yearvalue: 2021,
  colornam: 'White',
  colornamar: 'أبيض',
  policeno: 'MOI-1001',
  status: 'active',
} as VehicleRow;

function Harness({ onSelect }: { onSelect: (vehicle: VehicleRow) => void }) {
  const [plate, setPlate] = useState('');
  return (
    <PlateSearch
      value={plate}
      onChange={setPlate}
      onSelect={onSelect}
      label="Plate No"
      filter={{ status: 'active' }}
    />
  );
}

setupPageTests();

describe('component: PlateSearch', () => {
  it('searches the typed part of the plate with the filter and hands over the chosen vehicle', async () => {
    // Arrange
    api.list.mockResolvedValue({ items: [camry], totalCount: 1 });
    const onSelect = vi.fn();
    const { container } = render(<Harness onSelect={onSelect} />);
    const box = createWrapper(container).findAutosuggest()!;

    // Act
    box.focus();
    box.setInputValue('12 / 34');
    await waitFor(() => expect(api.list).toHaveBeenCalled());
    await waitFor(() => expect(box.findDropdown().findOptions()).toHaveLength(1));
    const option = box.findDropdown().findOption(1)!;
    const shown = option.getElement().textContent;
    box.selectSuggestion(1);

    // Assert
    expect(api.list).toHaveBeenCalledWith(
      { status: 'active', vehicleno: '12/34', limit: 10 },
      expect.any(AbortSignal),
    );
    expect(shown).toContain('Toyota · Camry · 2021 · White');
    expect(onSelect).toHaveBeenCalledWith(camry);
    expect(box.findNativeInput().getElement().value).toBe('12/34567');
  });

  it('does not search a blank box', async () => {
    // Arrange
    const { container } = render(<Harness onSelect={vi.fn()} />);
    const box = createWrapper(container).findAutosuggest()!;

    // Act
    box.setInputValue('   ');
    await new Promise((resolve) => setTimeout(resolve, 400));

    // Assert
    expect(api.list).not.toHaveBeenCalled();
  });
});
