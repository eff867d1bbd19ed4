// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigationLandmarkFix } from './landmarks.ts';

afterEach(cleanup);

function Shell({ toolbar }: { toolbar: boolean }) {
  useNavigationLandmarkFix();
  return (
    <div>
      {toolbar && (
        <nav aria-label="Side navigation" aria-orientation="horizontal" data-testid="toolbar">
          <button type="button">Open</button>
        </nav>
      )}
      <div role="toolbar" aria-orientation="horizontal" data-testid="real-toolbar" />
    </div>
  );
}

describe('component: navigation landmark fix', () => {
  it("takes aria-orientation off the mobile toolbar's nav, present or added later, and leaves toolbars alone", async () => {
    const view = render(<Shell toolbar />);
    expect(view.getByTestId('toolbar').hasAttribute('aria-orientation')).toBe(false);

    view.rerender(<Shell toolbar={false} />);
    view.rerender(<Shell toolbar />);
    await waitFor(() => expect(view.getByTestId('toolbar').hasAttribute('aria-orientation')).toBe(false));

    view.getByTestId('toolbar').setAttribute('aria-orientation', 'horizontal');
    await waitFor(() => expect(view.getByTestId('toolbar').hasAttribute('aria-orientation')).toBe(false));
    expect(view.getByTestId('real-toolbar').getAttribute('aria-orientation')).toBe('horizontal');
  });
});
