// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { DashboardFrame } from './DashboardFrame.tsx';
import { DashboardTable, type DashboardTableProps } from './DashboardTable.tsx';
import { firstLoadProps, panelProps } from './useDashboard.ts';

beforeAll(async () => {
  // The filters' choice lists are read from the API; here they answer nothing.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200 })),
  );
  await setupI18n();
});
afterEach(cleanup);

const filters = { values: {}, setValues: () => {}, initial: {} };

describe('component: DashboardFrame', () => {
  it('puts the title over the filters and the panels, and Refresh reads every panel again', () => {
    const panels = { counts: { reload: vi.fn(), loading: false }, money: { reload: vi.fn(), loading: true } };
    render(
      <DashboardFrame title="Executive" description="Counts and money" filters={filters} panels={panels}>
        <p>first panel</p>
        <p>second panel</p>
      </DashboardFrame>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Executive');
    expect(screen.getByText('Counts and money')).toBeTruthy();
    expect(screen.getByText('first panel')).toBeTruthy();
    expect(createWrapper(document.body).findContentLayout()).toBeNull();

    // Refresh spins with the first panel's read only: a later panel reading does not hold it.
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect([panels.counts, panels.money].map((panel) => panel.reload.mock.calls.length)).toEqual([1, 1]);
  });

  it('sits in a content layout with the filters in a container when asked', () => {
    render(
      <DashboardFrame
        contentLayout
        title="Admin"
        description=""
        filters={filters}
        panels={{ header: { reload: () => {}, loading: true } }}
      >
        <p>panel</p>
      </DashboardFrame>,
    );
    const layout = createWrapper(document.body).findContentLayout()!;
    expect(layout.findHeader()!.getElement().textContent).toContain('Admin');
    expect(layout.findContent()!.findContainer()).toBeTruthy();
  });
});

describe('component: DashboardTable', () => {
  const columns = [{ id: 'docnumbr', header: 'Document', cell: (row: { docnumbr: string }) => row.docnumbr }];

  const table = (panel: DashboardTableProps<{ docnumbr: string }>['panel']) => (
    <DashboardTable
      testId="recent"
      title="Recent approvals"
      panel={panel}
      trackBy="docnumbr"
      columns={columns}
      emptyText="No approvals"
      loadingText="Loading"
    />
  );

  it('shows the rows of the read, and why there are none: nothing, or its error', () => {
    const { rerender } = render(table({ data: [{ docnumbr: 'EST-1' }], loading: true }));
    // A live refetch keeps the rows it has.
    expect(screen.getByText('EST-1')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();

    rerender(table({ data: [], loading: false }));
    expect(screen.getByText('No approvals')).toBeTruthy();

    rerender(table({ loading: false, error: new Error('The dashboard could not be read') }));
    expect(screen.getByText('The dashboard could not be read')).toBeTruthy();
  });

  it('gives a chart its read: loading always, or only until the first answer', () => {
    const reload = vi.fn();
    const refetching = { loading: true, firstLoad: false, error: undefined, reload };
    expect(panelProps(refetching)).toEqual({ loading: true, error: undefined, onRetry: reload });
    expect(firstLoadProps(refetching)).toEqual({ loading: false, error: undefined, onRetry: reload });
  });
});
