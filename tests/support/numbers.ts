/**
 * Document numbers in the integration tests (issue 24 item 3): a counter's value, a number's
 * sequence, and a save refused inside its own transaction after its number was chosen (an item held
 * at the key the next document would take fails that document's conditional put), to show the
 * refusal takes no number.
 */
import { expect } from 'vitest';
import { deleteItem, getItem, putItem } from '@fleet/functions/lib/db';

/** The value of a project's counter (`SCRAP#2026`), 0 before its first number. */
export const counterValue = async (name: string, project = 'MOI') =>
  Number((await getItem<{ value?: number }>(`${project}#COUNTER`, name))?.value ?? 0);

/** The sequence of a `<TYPE>-<year>-<nnnnn>` number. */
export const sequenceOf = (docnumbr: string) => Number(docnumbr.slice(-5));

/** `<TYPE>-<year>-<nnnnn>` (the numbers of the generic document store and most modules). */
export const documentNumber = (type: string, year: string, sequence: number) =>
  `${type}-${year}-${String(sequence).padStart(5, '0')}`;

/** Runs `act` while an item sits at `key`, so the save writing there is refused in its transaction. */
export async function whileHeld<T>(key: { pk: string; sk: string }, act: () => Promise<T>): Promise<T> {
  await putItem({ ...key, entity: 'testHolder' }, { ifNotExists: true });
  try {
    return await act();
  } finally {
    await deleteItem(key.pk, key.sk);
  }
}

/**
 * Issue 24 item 3 in one call: `refused` saves while the item the next number's document would take is
 * held (`heldAt` that number), so the save is refused in its transaction (409) and the counter stays as it
 * was; `unchanged` checks what else the refusal left as it was; then `saved` saves again and its document
 * takes that next number. The counter is MOI's unless `project` says.
 */
export async function expectNoNumberTaken(
  counter: string,
  next: {
    number: (sequence: number) => string;
    heldAt: (docnumbr: string) => { pk: string; sk: string };
    refused: () => Promise<{ status: number }>;
    unchanged?: () => Promise<void>;
    saved: () => Promise<{ docnumbr: string }>;
    project?: string;
  },
): Promise<void> {
  const before = await counterValue(counter, next.project);
  const refusal = await whileHeld(next.heldAt(next.number(before + 1)), next.refused);
  expect(refusal.status).toBe(409);
  expect(await counterValue(counter, next.project)).toBe(before);
  await next.unchanged?.();
  expect((await next.saved()).docnumbr).toBe(next.number(before + 1));
}
