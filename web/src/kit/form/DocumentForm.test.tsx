// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { Link } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allRights, noRights, type FormRights } from '@fleet/shared';
import { ApiError } from '../../api/errors.ts';
import { renderPage, setupI18n } from '../test/testing.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import { TextField } from './fields.tsx';
import { useFormState } from './formState.ts';
import { parseDocumentMode } from './mode.ts';

beforeAll(() => setupI18n());
afterEach(cleanup);

interface Values {
  remarks: string;
}

function GatePassForm({
  search,
  rights = allRights,
  onSave,
  onClear = () => {},
  saveBlocked,
}: {
  search: string;
  rights?: FormRights;
  onSave: () => Promise<unknown>;
  onClear?: () => void;
  saveBlocked?: string;
}) {
  const form = useFormState<Values>({ remarks: '' }, (values): Record<string, string> =>
    values.remarks.trim() ? {} : { remarks: 'Remarks out is required' },
  );
  return (
    <DocumentForm
      title="Gate Pass Out"
      mode={parseDocumentMode(search)}
      rights={rights}
      listPath="/gatepassoutlist"
      onSave={onSave}
      canSave={form.touchAll}
      saveBlocked={saveBlocked}
      onClear={onClear}
      header={<div>header fields</div>}
      dirty={form.dirty}
    >
      <TextField form={form} name="remarks" label="Remarks out" required />
      <Link to="/dashboard/default">Dashboard</Link>
      <Link to="?step=2">Next step</Link>
    </DocumentForm>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

describe('component: DocumentForm', () => {
  it('shows the View badge, read-only inputs and no save or clear in VIEW', () => {
    const onSave = vi.fn(async () => ['Saved']);
    const { container } = renderPage(
      <GatePassForm search="mod=true&status=VIEW&docnumbr=GP-1" onSave={onSave} />,
    );

    expect(screen.getByText('View')).toBeTruthy();
    expect(createWrapper(container).findInput()!.findNativeInput().getElement().readOnly).toBe(true);
    expect(isDisabled(button('Save'))).toBe(true);
    expect(isDisabled(button('Clear'))).toBe(true);
    fireEvent.click(button('Save'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('allows save but not clear in EDIT', () => {
    renderPage(<GatePassForm search="mod=false&status=EDIT&docnumbr=GP-1" onSave={async () => []} />);

    expect(screen.getByText('Edit')).toBeTruthy();
    expect(isDisabled(button('Save'))).toBe(false);
    expect(isDisabled(button('Clear'))).toBe(true);
  });

  it('disables Save with the reason when the document cannot be saved as it stands', async () => {
    const onSave = vi.fn(async () => ['Saved']);
    renderPage(
      <GatePassForm
        search="mod=false&status=ADD"
        onSave={onSave}
        saveBlocked="The job order waits for the workshop manager"
      />,
    );

    const save = button('Save');
    expect(isDisabled(save)).toBe(true);
    fireEvent.focus(save);
    expect(
      (await screen.findAllByText('The job order waits for the workshop manager')).length,
    ).toBeGreaterThan(0);
    fireEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears in ADD', () => {
    const onClear = vi.fn();
    renderPage(<GatePassForm search="mod=false&status=ADD" onSave={async () => []} onClear={onClear} />);

    expect(screen.getByText('New')).toBeTruthy();
    fireEvent.click(button('Clear'));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('shows a field error once touched and blocks the save', () => {
    const onSave = vi.fn(async () => []);
    const { container } = renderPage(<GatePassForm search="mod=false&status=ADD" onSave={onSave} />);
    expect(screen.queryByText('Remarks out is required')).toBeNull();

    fireEvent.focusOut(createWrapper(container).findInput()!.findNativeInput().getElement());

    expect(screen.getByText('Remarks out is required')).toBeTruthy();
    fireEvent.click(button('Save'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves once while a save is running, then shows the message and returns to the list', async () => {
    let finish: (answer: unknown) => void = () => {};
    const onSave = vi.fn(() => new Promise<unknown>((resolve) => (finish = resolve)));
    const { container } = renderPage(<GatePassForm search="mod=false&status=ADD" onSave={onSave} />, {
      route: '/gatepassout?mod=false&status=ADD',
    });
    createWrapper(container).findInput()!.setInputValue('Checked out');

    fireEvent.click(button('Save'));
    fireEvent.click(screen.getByText('Saving…'));
    fireEvent.click(screen.getByText('Saving…'));

    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => finish(['Gate pass saved successfully']));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/gatepassoutlist'));
    expect(screen.getByText('Gate pass saved successfully')).toBeTruthy();
  });

  it("keeps the form and shows the server's message when the save fails", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(
        409,
        'This record was changed by someone else. Reload it and apply your changes again.',
        'conflict',
      );
    });
    const { container } = renderPage(
      <GatePassForm search="mod=false&status=EDIT&docnumbr=GP-1" onSave={onSave} />,
      { route: '/gatepassout' },
    );
    createWrapper(container).findInput()!.setInputValue('x');

    fireEvent.click(button('Save'));

    await waitFor(() =>
      expect(
        screen.getByText('This record was changed by someone else. Reload it and apply your changes again.'),
      ).toBeTruthy(),
    );
    expect(screen.getByTestId('location').textContent).toBe('/gatepassout');
    expect(isDisabled(button('Save'))).toBe(false);
  });

  it('goes to /404 without the right of its mode', () => {
    renderPage(
      <GatePassForm
        search="mod=false&status=EDIT&docnumbr=GP-1"
        rights={{ ...noRights, views: 'Y' }}
        onSave={async () => []}
      />,
    );
    expect(screen.getByTestId('location').textContent).toBe('/404');
  });

  it('closes back to the list', () => {
    renderPage(<GatePassForm search="mod=true&status=VIEW&docnumbr=GP-1" onSave={async () => []} />, {
      route: '/gatepassout',
    });
    fireEvent.click(button('Close'));
    expect(screen.getByTestId('location').textContent).toBe('/gatepassoutlist');
  });

  it('asks before a half-filled form is left through a link, and stays when told to', async () => {
    const { container } = renderPage(<GatePassForm search="mod=false&status=ADD" onSave={async () => []} />, {
      route: '/gatepassout',
    });
    createWrapper(container).findInput()!.setInputValue('Half typed');

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));

    const dialog = await screen.findByTestId('discard-changes');
    expect(dialog.textContent).toContain(
      'You have unsaved changes on this form. Leave the page and lose them?',
    );
    expect(screen.getByTestId('location').textContent).toBe('/gatepassout');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByTestId('discard-changes')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/gatepassout');
    expect(createWrapper(container).findInput()!.findNativeInput().getElement().value).toBe('Half typed');

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/default'));
  });

  it('leaves an untouched form, a change of step and a read-only form without asking', async () => {
    const first = renderPage(<GatePassForm search="mod=false&status=ADD" onSave={async () => []} />, {
      route: '/gatepassout',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/default'));
    first.unmount();

    const { container } = renderPage(<GatePassForm search="mod=false&status=ADD" onSave={async () => []} />, {
      route: '/gatepassout',
    });
    createWrapper(container).findInput()!.setInputValue('Half typed');
    fireEvent.click(screen.getByRole('link', { name: 'Next step' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/gatepassout?step=2'));
    expect(screen.queryByTestId('discard-changes')).toBeNull();
  });

  it('asks on Close with unsaved changes and goes back to the list once discarded', async () => {
    const { container } = renderPage(<GatePassForm search="mod=false&status=ADD" onSave={async () => []} />, {
      route: '/gatepassout',
    });
    createWrapper(container).findInput()!.setInputValue('Half typed');

    fireEvent.click(button('Close'));
    expect((await screen.findByTestId('discard-changes')).textContent).toContain(
      'You have unsaved changes. Close the form and lose them?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/gatepassoutlist'));
    expect(screen.queryByTestId('discard-changes')).toBeNull();
  });
});
