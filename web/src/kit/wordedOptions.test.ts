import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { wordedOptions } from './wordedOptions.ts';

describe('unit: wordedOptions', () => {
  it("labels each value with its own key's text under the prefix, in the values' order", () => {
    const t = ((key: string) => `[${key}]`) as unknown as TFunction;
    expect(wordedOptions(t, 'winch:assignStatuses', ['assigned', 'completed'])).toEqual([
      { value: 'assigned', label: '[winch:assignStatuses.assigned]' },
      { value: 'completed', label: '[winch:assignStatuses.completed]' },
    ]);
  });
});
