import { describe, expect, it } from 'vitest';
import { formatMessage, isServerMessage, messages, parseServerMessage } from './messages.ts';

describe('unit: server messages', () => {
  it('knows every catalogue text by its key', () => {
    for (const [key, text] of Object.entries(messages)) {
      if (text.includes('{{')) continue;
      // Two keys may share a text (the locale test gives them one Arabic): either key reads it.
      const known = parseServerMessage(text)!;
      expect(messages[known.key], key).toBe(text);
      expect(known.values).toEqual({});
    }
  });

  it('fills a template and reads its values back from the English text', () => {
    const text = formatMessage(messages.fieldInvalid, { field: 'details.0.qty' });

    expect(text).toBe('Please check the value of details.0.qty.');
    expect(parseServerMessage(text)).toEqual({ key: 'fieldInvalid', values: { field: 'details.0.qty' } });
    expect(isServerMessage(text)).toBe(true);
  });

  it('refuses a text outside the catalogue', () => {
    expect(parseServerMessage('Saved, somehow')).toBeUndefined();
    expect(isServerMessage('Saved, somehow')).toBe(false);
    expect(isServerMessage(undefined)).toBe(false);
  });
});
