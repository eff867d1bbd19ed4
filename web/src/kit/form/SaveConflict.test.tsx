// @vitest-environment jsdom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { renderPage, setupI18n } from '../test/testing.tsx';
import { SaveConflictAlert, useSaveConflict } from './SaveConflict.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

const stale = new ApiError(409, 'This record was changed by someone else.', undefined);

function Page() {
  const conflict = useSaveConflict();
  return (
    <>
      <button onClick={() => conflict.onSaveError(stale)}>fail</button>
      <SaveConflictAlert conflict={conflict} header="Not saved" testId="conflict" />
    </>
  );
}

describe('hook: useSaveConflict', () => {
  it('keeps a 409 and ignores other failures', () => {
    const { result } = renderHook(() => useSaveConflict());

    act(() => result.current.onSaveError(new ApiError(400, 'Bad input', undefined)));
    act(() => result.current.onSaveError(new Error('offline')));
    expect(result.current.error).toBeUndefined();

    act(() => result.current.onSaveError(stale));
    expect(result.current.error).toBe(stale);

    act(() => result.current.clear());
    expect(result.current.error).toBeUndefined();
  });
});

describe('component: SaveConflictAlert', () => {
  it("shows the server's message until dismissed", () => {
    renderPage(<Page />);
    expect(screen.queryByTestId('conflict')).toBeNull();

    act(() => screen.getByText('fail').click());

    expect(screen.getByText('This record was changed by someone else.')).toBeTruthy();
    expect(screen.getByText('Not saved')).toBeTruthy();
    act(() => createWrapper(document.body).findAlert()!.findDismissButton()!.click());
    expect(screen.queryByTestId('conflict')).toBeNull();
  });
});
