// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from './test/testing.tsx';
import { clearQueryCache } from './useQuery.ts';
import { useLookupOptions, workflowChoices, type LookupCaching } from './useLookupOptions.ts';

beforeAll(() => setupI18n());
beforeEach(() => clearQueryCache());
afterEach(cleanup);

const toOption = (name: string) => ({ value: name, label: name });

function Choices({ fetch, caching }: { fetch: (() => Promise<string[]>) | null; caching?: LookupCaching }) {
  const lookup = useLookupOptions('probe', fetch, toOption, caching);
  return (
    <output data-testid="choices" data-loading={lookup.loading}>
      {lookup.options.map((option) => option.label).join(',')}
    </output>
  );
}

/** Renders, waits for the answer, then unmounts: one page opening. */
async function openPage(fetch: () => Promise<string[]>, caching?: LookupCaching) {
  const view = render(<Choices fetch={fetch} caching={caching} />);
  await waitFor(() => expect(screen.getByTestId('choices').textContent).not.toBe(''));
  const shown = screen.getByTestId('choices').textContent;
  view.unmount();
  return shown;
}

describe('component: useLookupOptions', () => {
  it('keeps master data between page openings', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(['G01']).mockResolvedValueOnce(['G01', 'G02']);

    const first = await openPage(fetch);
    const second = await openPage(fetch);

    expect([first, second]).toEqual(['G01', 'G01']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads workflow choices again at each page opening', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(['JO-1']).mockResolvedValueOnce(['JO-1', 'JO-2']);

    const first = await openPage(fetch, workflowChoices);
    const second = await openPage(fetch, workflowChoices);

    expect([first, second]).toEqual(['JO-1', 'JO-1,JO-2']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads nothing for a null fetch (a lookup the page does not offer) and keeps nothing under its key', async () => {
    render(<Choices fetch={null} />);
    expect(screen.getByTestId('choices').textContent).toBe('');
    expect(screen.getByTestId('choices').dataset.loading).toBe('false');
    cleanup();

    const fetch = vi.fn().mockResolvedValue(['G01']);
    expect(await openPage(fetch)).toBe('G01');
    expect(fetch).toHaveBeenCalledOnce();
  });
});
