// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { jobOrderFromState, useJobOrderPreset } from './jobOrderPreset.ts';
import { useDocumentFormPage } from './useDocumentFormPage.ts';

beforeAll(() => setupI18n());
afterEach(cleanup);

const withState =
  (state: unknown) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ pathname: '/form', state }]}>{children}</MemoryRouter>
  );

describe('function: jobOrderFromState', () => {
  it("reads the row's job order from the navigation state", () => {
    expect(jobOrderFromState({ jobOrderId: 'JO-7' })).toBe('JO-7');
  });

  it('ignores a missing or malformed state', () => {
    expect(jobOrderFromState(undefined)).toBeUndefined();
    expect(jobOrderFromState(null)).toBeUndefined();
    expect(jobOrderFromState('JO-7')).toBeUndefined();
    expect(jobOrderFromState({ jobOrderId: 7 })).toBeUndefined();
  });
});

describe('hook: useJobOrderPreset', () => {
  it("sets the form's job order once from the navigation state", () => {
    const set = vi.fn();

    const { rerender } = renderHook(() => useJobOrderPreset({ set }), {
      wrapper: withState({ jobOrderId: 'JO-7' }),
    });
    rerender();

    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith('jobordno', 'JO-7');
  });

  it('sets nothing while disabled or without a job order', () => {
    const set = vi.fn();

    renderHook(() => useJobOrderPreset({ set }, false), { wrapper: withState({ jobOrderId: 'JO-7' }) });
    renderHook(() => useJobOrderPreset({ set }), { wrapper: withState(undefined) });

    expect(set).not.toHaveBeenCalled();
  });

  it('takes the job order of a link (?jobordno=) when the state has none', () => {
    const set = vi.fn();
    const link = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/form?mod=false&status=ADD&jobordno=JO-9']}>{children}</MemoryRouter>
    );

    renderHook(() => useJobOrderPreset({ set }), { wrapper: link });

    expect(set).toHaveBeenCalledWith('jobordno', 'JO-9');
  });
});

describe('hook: useDocumentFormPage presets the job order', () => {
  const linkTo = (url: string) =>
    function Link({ children }: { children: ReactNode }) {
      return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    };
  const options = <V extends object>(empty: () => V) => ({
    screen: 'SGRG011',
    listPath: '/washinglist',
    empty,
    read: { key: 'washing', fetch: async () => ({}), toValues: () => empty() },
  });

  it('starts a new document of a link on its job order, in a form with the field', () => {
    const { result } = renderHook(() => useDocumentFormPage(options(() => ({ jobordno: '', remarks: '' }))), {
      wrapper: linkTo('/washing?mod=false&status=ADD&jobordno=JO-11'),
    });

    expect(result.current.form.values).toEqual({ jobordno: 'JO-11', remarks: '' });
  });

  it('leaves a form without a job order, and a document opened to view, as they are', () => {
    const { result: other } = renderHook(() => useDocumentFormPage(options(() => ({ remarks: '' }))), {
      wrapper: linkTo('/washing?mod=false&status=ADD&jobordno=JO-11'),
    });
    const { result: viewed } = renderHook(
      () => useDocumentFormPage(options(() => ({ jobordno: '', remarks: '' }))),
      { wrapper: linkTo('/washing?mod=true&status=VIEW&docnumbr=W-1&jobordno=JO-11') },
    );

    expect(other.current.form.values).toEqual({ remarks: '' });
    expect(viewed.current.form.values.jobordno).toBe('');
  });
});
