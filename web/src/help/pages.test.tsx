// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '../i18n/index.ts';
import HelpCentreBody from './HelpCentreBody.tsx';
import { GuidePage, HelpFilePage } from './pages.tsx';
import type { HelpSearchState } from './useHelpSearch.ts';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/helpfile" element={<HelpFilePage />} />
        <Route path="/Guide" element={<GuidePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const topicLinks = () => screen.queryAllByRole('button', { name: /^Open / }).map((link) => link.textContent);

beforeAll(async () => {
  localStorage.setItem('lang', 'en');
  await initI18n({ preload: 'everything' });
});

afterEach(cleanup);

describe('component: help pages', () => {
  it('lists every topic on /helpfile and keeps the open topic in the URL', async () => {
    renderAt('/helpfile');
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeTruthy();
    expect(topicLinks()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Open Dashboard' }));
    expect(await screen.findByRole('article', { name: 'Dashboard' })).toBeTruthy();
  });

  it('opens the topic named in ?topic=', () => {
    renderAt('/helpfile?topic=qcTechnicianAssignment');
    expect(screen.getByRole('article', { name: 'QC Technician Assignment' })).toBeTruthy();
  });

  it('shows the MOI reception topics on /Guide?screen=MOIReception', () => {
    renderAt('/Guide?screen=MOIReception');
    expect(screen.getByRole('heading', { level: 1, name: 'User guide: MOI Reception' })).toBeTruthy();
    expect(topicLinks()).toEqual(['MOI Job Card', 'QC Inspector Assignment']);
  });

  it('shows an honest empty state for an area without guides, with a way to all topics', async () => {
    renderAt('/Guide?screen=Procurement');
    expect(screen.getByRole('heading', { name: 'No guide for Procurement yet' })).toBeTruthy();
    expect(topicLinks()).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Browse all topics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User guide' })).toBeTruthy();
    expect(topicLinks()).toHaveLength(5);
  });

  it('says Help content not found for an unknown area', () => {
    renderAt('/Guide?screen=Payroll');
    expect(screen.getByText('Help content not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login Help' }));
    expect(screen.getByRole('article', { name: 'Login' })).toBeTruthy();
  });

  it('still searches every topic from an area guide', () => {
    renderAt('/Guide?screen=Garage');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help topics' }), {
      target: { value: 'password' },
    });
    expect(topicLinks()).toEqual(['Login']);
  });
});

describe('component: help search error', () => {
  it('shows Search encountered an error with Login Help as the result', () => {
    const state: HelpSearchState = {
      query: 'x',
      setQuery: vi.fn(),
      result: { kind: 'error', topicIds: ['login'] },
      topicId: undefined,
      openTopic: vi.fn(),
      showAllTopics: vi.fn(),
      backToLoginHelp: vi.fn(),
      submit: vi.fn(),
    };
    render(<HelpCentreBody state={state} />);
    expect(screen.getByText('Search encountered an error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open Login' }));
    expect(state.openTopic).toHaveBeenCalledWith('login');
  });
});
