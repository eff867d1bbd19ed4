// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setupPageTests } from '../test/testing.tsx';
import { ListTabs } from './ListTabs.tsx';
import { tabOf } from './listPage.ts';

setupPageTests();

const tabs = ['documents', 'waiting'] as const;

function Lists({ offered = tabs }: { offered?: readonly (typeof tabs)[number][] }) {
  return (
    <ListTabs
      tabs={offered}
      label={(tab) => (tab === 'documents' ? 'Documents' : 'Waiting')}
      content={(tab) => <p data-testid={`list-${tab}`}>{tab}</p>}
    />
  );
}

/** A list that counts its clicks: a tab shown again starts from nothing. */
function Counter({ tab }: { tab: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button data-testid={`count-${tab}`} onClick={() => setClicks(clicks + 1)}>
      {clicks}
    </button>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('component: ListTabs', () => {
  it('reads the tab of the address, the first without one or with an unknown one', () => {
    expect(tabOf(tabs, 'waiting')).toBe('waiting');
    expect(tabOf(tabs, null)).toBe('documents');
    expect(tabOf(tabs, 'nonsense')).toBe('documents');
    expect(tabOf(['documents'] as const, 'waiting')).toBe('documents');
  });

  it('opens the tab the address names and keeps the one chosen in it, the first as the bare path', () => {
    renderPage(<Lists />, { route: '/lists?tab=waiting' });
    expect(screen.getByTestId('list-waiting')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.getByTestId('list-documents')).toBeTruthy();
    expect(location()).toBe('/lists');

    fireEvent.click(screen.getByRole('tab', { name: 'Waiting' }));
    expect(location()).toBe('/lists?tab=waiting');
  });

  it("labels the tabs from a key prefix and starts each tab's list afresh", () => {
    renderPage(
      <ListTabs tabs={['all', 'pending']} label="lpo:list.tab" content={(tab) => <Counter tab={tab} />} />,
      { route: '/lists' },
    );
    fireEvent.click(screen.getByTestId('count-all'));
    expect(screen.getByTestId('count-all').textContent).toBe('1');
    fireEvent.click(screen.getByRole('tab', { name: 'Pending approval' }));
    expect(screen.getByTestId('count-pending').textContent).toBe('0');
  });

  it('opens the first tab when the one named is not offered', () => {
    renderPage(<Lists offered={['documents']} />, { route: '/lists?tab=waiting' });
    expect(screen.getByTestId('list-documents')).toBeTruthy();
    expect(screen.queryByTestId('list-waiting')).toBeNull();
  });
});
