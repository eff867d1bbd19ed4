// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { SparePart } from '@fleet/shared/platform/lookups';
import { chooseOption as choose, page, renderPage, setupPageTests } from '../../../kit/test/testing.tsx';
import { scrapApi } from './api.ts';
import { ScrapFormPage } from './ScrapSparesPages.tsx';

vi.mock('./api.ts');

const api = vi.mocked(scrapApi);

const part = (sparepart: string, sparenam: string) =>
  ({ sparepart, sparenam, sparenamar: `${sparenam} ع`, spareuom: 'PCS', sparecat: 'ENGINE' }) as SparePart;

setupPageTests('teamlead', 'Team leader', { SGRG017: allRights });
beforeEach(() => {
  api.jobOrders.mockResolvedValue([
    {
      jobordno: 'JO-2026-00042',
      vehicleno: '12/34567',
      vehmaknam: 'Chevrolet',
      garagnam: 'Shuwaikh',
    } as JobOrderChoice,
  ]);
  api.items.mockResolvedValue([part('FLT-1001', 'Oil filter'), part('BLT-2001', 'Fan belt')]);
});

describe('component: scrap spares form', () => {
  it('enters the removed parts (one line per item) and saves them for the job order', async () => {
    api.save.mockResolvedValue([
      messages.scrapSaved,
      { docnumbr: 'SS-2026-00001', version: 1, jobordno: 'JO-2026-00042' },
    ]);
    renderPage(<ScrapFormPage />, { route: '/scrapSpares?mod=false&status=ADD' });

    await choose(
      page().findFormField('[data-testid="field-jobordno"]')!.findControl()!.findSelect(),
      'JO-2026-00042',
    );
    const item = page().findSelect('[data-testid="entry-item"]');
    const qty = () => page().findInput('[data-testid="entry-qty"]')!;
    await choose(item, 'FLT-1001');
    act(() => qty().setInputValue('2'));
    fireEvent.click(screen.getByTestId('entry-add'));
    await choose(item, 'FLT-1001');
    act(() => qty().setInputValue('1'));
    fireEvent.click(screen.getByTestId('entry-add'));

    const lines = screen.getByTestId('scrap-lines');
    expect(within(lines).getByText('FLT-1001 Oil filter')).toBeTruthy();
    expect(within(lines).getByText('3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(messages.scrapSaved);
    expect(api.save).toHaveBeenCalledWith({
      jobordno: 'JO-2026-00042',
      remarks: '',
      lines: [{ sparepart: 'FLT-1001', qty: 3, remarks: '' }],
    });
  });
});
