// @vitest-environment jsdom
import type { InspectionMaster } from '@fleet/shared/garage/garage-inspection';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { EstimationDocument } from '@fleet/shared/garage/estimation';
import { clearQueryCache } from '../../../../kit/index.ts';
import { page, renderPage, resetPageTest, setupI18n, signInForTest } from '../../../../kit/test/testing.tsx';
import { testJobOrder } from '../../../../kit/test/jobOrderTesting.ts';
import { repairMasters } from '../../../../kit/document/repairMasters.ts';
import { estimationApi } from '../api.ts';
import { EstimationPage } from './EstimationPage.tsx';
import { FakeUploadRequest, uploadAnswer, pngFile } from '../../../../kit/upload/test/uploadTesting.ts';

vi.mock('../api.ts');
vi.mock('../../../../kit/document/repairMasters.ts');

// The upload kit's calls: presign and confirm (post), the view URL of a thumbnail (get).
const post = vi.fn();
vi.mock('../../../../api/client.ts', () => ({
  api: {
    post: (...args: unknown[]) => post(...args),
    get: async () => ({ url: 'http://s3/view', fileName: 'x', contentType: 'image/png' }),
  },
}));

const api = vi.mocked(estimationApi);
const jobOrder = testJobOrder(1213);

beforeAll(async () => {
  await setupI18n();
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
});
beforeEach(() => {
  clearQueryCache();
  signInForTest('teamleader', 'Team Leader', { SGRG004: allRights });
  api.choices.mockResolvedValue([jobOrder]);
  // An inspection that does not wait for the workshop manager.
  api.inspection.mockResolvedValue({
    master: {} as InspectionMaster,
    lines: [
      {
        serlnumb: 1,
        wrkshpid: 'WS01',
        wrkshpnam: 'Mechanical Workshop',
        mainrepid: 'MR0102',
        mainrepnam: 'Brakes',
        subrepid: 'SR010201',
        subrepnam: 'Front brake pads replacement',
        laborhors: 1,
        laborcost: 7.5,
        remarks: '',
        repstatus: '',
      },
    ] as never,
  });
  vi.mocked(repairMasters.workshops).mockResolvedValue([]);
  api.images.mockResolvedValue([]);
  api.save.mockResolvedValue([
    messages.estimationSaved,
    { docnumbr: 'QT-2026-00009', version: 1, jobordno: 'JO-2026-00042', totalval: 7.5, waiting: ['MOI'] },
  ]);
  post.mockImplementation(uploadAnswer);
});
afterEach(resetPageTest);

/** Save refuses while an upload runs (a toast): wait until the progress bar is gone. */
async function uploadsDone(section: HTMLElement) {
  await waitFor(() => expect(createWrapper(section).findProgressBar()).toBeNull());
}

async function chooseJobOrder() {
  const select = page().findFormField('[data-testid="jobordno"]')!.findControl()!.findSelect()!;
  await waitFor(() => {
    select.openDropdown();
    expect(select.findDropdown().findOptionByValue('JO-2026-00042')).toBeTruthy();
  });
  act(() => select.selectOptionByValue('JO-2026-00042'));
  await waitFor(() =>
    expect(page().findTable('[data-testid="estimation-lines"]')!.findRows()).toHaveLength(1),
  );
}

describe('component: estimation images before the first save (issue 25 item 5)', () => {
  it('uploads images on a new estimation and sends them with the save', async () => {
    renderPage(<EstimationPage />, { route: '/estimation?mod=false&status=ADD' });
    await chooseJobOrder();
    const section = screen.getByTestId('estimation-images');
    expect(section.textContent).not.toContain('Save the estimation first');

    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pngFile('dent-left.png'), pngFile('dent-right.png')] } });
    await within(section).findByText('dent-right.png');
    expect(within(section).getByText('dent-left.png')).toBeTruthy();
    await uploadsDone(section);
    // Nothing is attached before the estimation exists.
    expect(api.attachImages).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0]![0].images).toEqual([
      { fileId: 'id-dent-left.png', fileName: 'dent-left.png' },
      { fileId: 'id-dent-right.png', fileName: 'dent-right.png' },
    ]);
  });

  it('leaves out an image removed before the save', async () => {
    renderPage(<EstimationPage />, { route: '/estimation?mod=false&status=ADD' });
    await chooseJobOrder();
    const section = screen.getByTestId('estimation-images');
    fireEvent.change(section.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [pngFile('blurred.png'), pngFile('sharp.png')] },
    });
    await within(section).findByText('sharp.png');
    await uploadsDone(section);

    fireEvent.click(within(section).getByRole('button', { name: 'Remove blurred.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0]![0].images).toEqual([{ fileId: 'id-sharp.png', fileName: 'sharp.png' }]);
  });
});

describe('component: estimation view mode (issue 25 item 16)', () => {
  it('shows the approvals taken, with who approved for whom', async () => {
    const stored = {
      master: {
        docnumbr: 'QT-2026-00003',
        docdate: '2026-03-02',
        jobordno: 'JO-2026-00042',
        vehicleno: '12/34567',
        garagnam: 'Shuwaikh Main Garage',
        remarks: '',
        totalval: 270,
        approvedval: 270,
        version: 2,
        approval: { round: 1, state: 'approved', waitingSince: {}, decisions: {} },
      },
      lines: [],
      approvals: [
        {
          docType: 'QUOT',
          docnumbr: 'QT-2026-00003',
          level: 'MOI',
          round: 1,
          decision: 'A',
          user: 'thirdapprover',
          onBehalfOf: 'moiapprover',
          at: '2026-03-02T07:00:00.000Z',
          amount: 270,
          remarks: 'Covered',
        },
      ],
    } as unknown as EstimationDocument;
    api.get.mockResolvedValue(stored);

    renderPage(<EstimationPage />, { route: '/estimation?mod=true&status=VIEW&docnumbr=QT-2026-00003' });

    const history = await screen.findByTestId('approval-history');
    expect(history.textContent).toContain('thirdapprover for moiapprover');
    expect(history.textContent).toContain('Covered');
    expect(screen.queryByTestId('approve')).toBeNull();
  });
});
