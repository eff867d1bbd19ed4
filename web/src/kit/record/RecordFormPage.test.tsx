// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import { ApiError } from '../../api/errors.ts';
import { page, renderPage, setupPageTests } from '../test/testing.tsx';
import { RecordFormPage, RecordSection } from './RecordFormPage.tsx';
import { recordFields } from './fields.tsx';
import { namedOption } from './options.ts';
import { useRecordForm } from './useRecordForm.ts';

interface Garage {
  garageid: string;
  garagnam: string;
  status: 'open' | 'closed';
  version: number;
}

interface GarageValues {
  garageid: string;
  garagnam: string;
  region: string;
  jobordno: string;
}

const empty = (): GarageValues => ({ garageid: '', garagnam: '', region: '', jobordno: '' });
const field = recordFields<GarageValues>();
const regions = { options: [namedOption('N', 'North', 'الشمال', false)], loading: false };

function GarageForm({
  read,
  save,
  update = vi.fn(),
  onSaveError,
}: {
  read: (docnumbr: string) => Promise<Garage>;
  save: (values: GarageValues) => Promise<unknown>;
  update?: (values: GarageValues) => Promise<unknown>;
  onSaveError?: (error: unknown) => void;
}) {
  const record = useRecordForm<GarageValues, Garage>({
    screen: 'SGRM009',
    listPath: '/garagelist',
    empty,
    validate: (values): Record<string, string> => (values.garagnam ? {} : { garagnam: 'errors:badRequest' }),
    read: {
      key: 'garage',
      fetch: (docnumbr) => read(docnumbr),
      toValues: (garage) => ({ ...empty(), garageid: garage.garageid, garagnam: garage.garagnam }),
    },
    save,
    update,
    lockedWhen: (garage) => garage.status === 'closed',
  });
  return (
    <RecordFormPage
      record={record}
      title="Garage"
      conflict={{ testId: 'garage-conflict', header: 'Not saved' }}
      lockedText="A closed garage cannot change"
      onSaveError={onSaveError}
    >
      <RecordSection title="Garage" columns={2} below={<div data-testid="below">below</div>}>
        <field.Text name="garageid" label="Code" fixed required />
        <field.Text name="garagnam" label="Name" required />
        <field.Select name="region" label="Region" choices={regions} />
      </RecordSection>
      <RecordSection title="Job order">
        <field.Picker
          name="jobordno"
          label="Job order"
          choices={{ options: [{ value: 'JO-1', label: 'JO-1' }] }}
          details={[]}
        />
      </RecordSection>
    </RecordFormPage>
  );
}

const control = (testId: string) => page().findFormField(`[data-testid="${testId}"]`)!.findControl()!;
const input = (testId: string) => control(testId).findInput()!;
const button = (name: string) => screen.getByRole('button', { name });
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

setupPageTests('supervisor', 'Supervisor', { SGRM009: allRights });

describe('component: RecordFormPage', () => {
  it('adds a record: the key is typed, the save sends the values and goes back to the list', async () => {
    const save = vi.fn(async () => ['Garage saved']);
    renderPage(<GarageForm read={vi.fn()} save={save} />, { route: '/garage?mod=false&status=ADD' });

    expect(screen.getByTestId('header-date')).toBeTruthy();
    expect(input('garageid').findNativeInput().getElement().readOnly).toBe(false);
    expect(screen.getByTestId('below').textContent).toBe('below');
    expect(control('jobordno').findSelect()).toBeTruthy();
    act(() => input('garageid').setInputValue('G09'));
    act(() => input('garagnam').setInputValue('Jahra Garage'));
    fireEvent.click(button('Save'));

    await screen.findByText('Garage saved');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ garageid: 'G09', garagnam: 'Jahra Garage' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/garagelist'));
  });

  it('edits a record read at its number with the update call: the key is fixed, the picked document read-only', async () => {
    const read = vi.fn(async () => ({
      garageid: 'G01',
      garagnam: 'Shuwaikh',
      status: 'open' as const,
      version: 2,
    }));
    const save = vi.fn();
    const update = vi.fn(async () => ['Garage saved']);
    renderPage(<GarageForm read={read} save={save} update={update} />, {
      route: '/garage?mod=false&status=EDIT&docnumbr=G01',
    });

    await waitFor(() => expect(input('garagnam').getInputValue()).toBe('Shuwaikh'));
    expect(read).toHaveBeenCalledWith('G01');
    expect(input('garageid').findNativeInput().getElement().readOnly).toBe(true);
    expect(control('jobordno').findSelect()).toBeNull();
    expect(control('jobordno').findInput()).toBeTruthy();
    act(() => input('garagnam').setInputValue('Shuwaikh Main'));
    fireEvent.click(button('Save'));

    await screen.findByText('Garage saved');
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ garagnam: 'Shuwaikh Main' }));
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps a refused save (409) with its message until Clear, and tells the page', async () => {
    const onSaveError = vi.fn();
    const save = vi.fn(async () => {
      throw new ApiError(409, 'Someone else saved first', 'conflict');
    });
    renderPage(<GarageForm read={vi.fn()} save={save} onSaveError={onSaveError} />, {
      route: '/garage?mod=false&status=ADD',
    });
    act(() => input('garageid').setInputValue('G09'));
    act(() => input('garagnam').setInputValue('Jahra Garage'));
    fireEvent.click(button('Save'));

    await waitFor(() =>
      expect(screen.getByTestId('garage-conflict').textContent).toContain('Someone else saved first'),
    );
    expect(screen.getByTestId('garage-conflict').textContent).toContain('Not saved');
    expect(onSaveError).toHaveBeenCalledTimes(1);
    expect(input('garagnam').getInputValue()).toBe('Jahra Garage');

    fireEvent.click(button('Clear'));
    expect(screen.queryByTestId('garage-conflict')).toBeNull();
    expect(input('garagnam').getInputValue()).toBe('');
  });

  it('shows a locked record read-only and says why', async () => {
    const read = vi.fn(async () => ({
      garageid: 'G02',
      garagnam: 'Sabhan',
      status: 'closed' as const,
      version: 1,
    }));
    renderPage(<GarageForm read={read} save={vi.fn()} />, {
      route: '/garage?mod=false&status=EDIT&docnumbr=G02',
    });

    await screen.findByText('A closed garage cannot change');
    expect(input('garagnam').findNativeInput().getElement().readOnly).toBe(true);
    expect(isDisabled(button('Save'))).toBe(true);
  });
});
