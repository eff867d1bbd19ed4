// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n/index.ts';
import { HelpCentreProvider, useHelpCentre } from './HelpCentreProvider.tsx';

function OpenButtons() {
  const help = useHelpCentre();
  return (
    <>
      <button type="button" onClick={() => help.open()}>
        Help & Support
      </button>
      <button type="button" onClick={() => help.open('moiJobCard')}>
        Job card help
      </button>
      <button type="button" onClick={() => help.open('payroll')}>
        Unknown help
      </button>
      <span data-testid="state">{help.isOpen ? 'open' : 'closed'}</span>
    </>
  );
}

function renderApp() {
  return render(
    <HelpCentreProvider>
      <OpenButtons />
    </HelpCentreProvider>,
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search help topics' });
const pressKey = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

beforeAll(async () => {
  localStorage.setItem('lang', 'en');
  await initI18n({ preload: 'everything' });
  // The overlay is a lazy chunk; load it once so the tests do not wait on the first import.
  await import('./HelpOverlay.tsx');
});

afterEach(cleanup);

describe('component: help centre keys', () => {
  it('opens on F1, focuses the search on Ctrl+F and closes on Esc, giving the focus back', async () => {
    renderApp();
    const trigger = screen.getByRole('button', { name: 'Help & Support' });
    trigger.focus();

    const f1NotPrevented = pressKey('F1');
    expect(f1NotPrevented).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Help & Support' });
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(dialog.textContent).toContain('Sunday to Thursday, 8:00 to 16:00');

    screen.getByRole('button', { name: 'Close help' }).focus();
    const findNotPrevented = pressKey('f', { ctrlKey: true });
    expect(findNotPrevented).toBe(false);
    expect(document.activeElement).toBe(searchBox());

    const escNotPrevented = pressKey('Escape');
    expect(escNotPrevented).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('leaves Ctrl+F and Esc to the browser while the help is closed', () => {
    renderApp();
    expect(pressKey('f', { ctrlKey: true })).toBe(true);
    expect(pressKey('Escape')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the close button', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close help' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('component: help centre content', () => {
  it('shows the five topic cards and opens a topic with its numbered steps', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    await screen.findByRole('dialog');
    for (const title of [
      'Login',
      'Dashboard',
      'MOI Job Card',
      'QC Inspector Assignment',
      'QC Technician Assignment',
    ]) {
      expect(screen.getByRole('button', { name: `Open ${title}` })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Open QC Inspector Assignment' }));
    const topic = await screen.findByRole('article', { name: 'QC Inspector Assignment' });
    const steps = topic.querySelectorAll('ol.fleet-help-steps > li');
    expect(steps.length).toBe(6);
    expect(steps[1]?.textContent).toContain('Pick the Job Card No.');
    expect(topic.textContent).toContain(
      'An inspector missing from the dropdown must be registered by an administrator.',
    );
  });

  it('opens straight on the topic passed to open()', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Job card help' }));
    const topic = await screen.findByRole('article', { name: 'MOI Job Card' });
    expect(topic.textContent).toContain('Only administrators can cancel job cards.');
  });

  it('jumps to a topic on @File.jsx and offers no results for a query without match', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    await screen.findByRole('dialog');
    fireEvent.change(searchBox(), { target: { value: '@DashboardHelp.jsx' } });
    expect(await screen.findByRole('article', { name: 'Dashboard' })).toBeTruthy();

    fireEvent.change(searchBox(), { target: { value: 'spaceship' } });
    expect(await screen.findByText('No matching topics found')).toBeTruthy();
    expect(screen.getByText(/No results found for/).textContent).toContain('spaceship');
    expect(screen.getByText(/@LoginHelp\.jsx/).textContent).toContain('@DashboardHelp.jsx');
  });

  it('shows Help content not found for an unknown topic, with a way back to Login Help', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    await screen.findByRole('dialog');
    fireEvent.change(searchBox(), { target: { value: '@PayrollHelp.jsx' } });
    expect(await screen.findByText('Help content not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login Help' }));
    const login = await screen.findByRole('article', { name: 'Login' });
    expect(login.textContent).toContain('Login failed. Invalid user name or password.');
    expect((searchBox() as HTMLInputElement).value).toBe('');
  });

  it('treats an unknown topic id passed to open() as not found', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Unknown help' }));
    expect(await screen.findByText('Help content not found')).toBeTruthy();
  });

  it('opens the first result on Enter', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
    await screen.findByRole('dialog');
    fireEvent.change(searchBox(), { target: { value: 'technician' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter', keyCode: 13 });
    expect(await screen.findByRole('article', { name: 'QC Technician Assignment' })).toBeTruthy();
  });

  it('shows the topics in Arabic', async () => {
    const { i18next } = await import('../i18n/index.ts');
    await act(() => i18next.changeLanguage('ar'));
    try {
      renderApp();
      fireEvent.click(screen.getByRole('button', { name: 'Help & Support' }));
      expect(await screen.findByRole('dialog', { name: 'المساعدة والدعم' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'فتح بطاقة عمل وزارة الداخلية' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
