import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { masterBodies } from './masterBodies.ts';

const create = z.object({ code: z.string().min(1), hours: z.number().optional() });
const update = create.extend({ version: z.number() });
interface Values {
  code: string;
  hours: string;
  version: number;
}
const bodies = masterBodies(create, update, (values: Values) => ({
  ...values,
  hours: values.hours ? Number(values.hours) : undefined,
}));

describe('unit: a master form sending its create and update bodies', () => {
  it('checks the values against the body its save sends', () => {
    expect(bodies.errors({ code: '', hours: '', version: 0 }, false)).toHaveProperty('code');
    expect(bodies.errors({ code: 'A', hours: '2', version: 0 }, false)).toEqual({});
  });

  it('sends the create body on save and the update body, with the version, on update', async () => {
    const createCall = vi.fn(async () => 'created');
    const updateCall = vi.fn(async () => 'updated');
    const form = bodies.sentBy(createCall, updateCall);
    await expect(form.save({ code: 'A', hours: '2', version: 3 })).resolves.toBe('created');
    await expect(form.update({ code: 'A', hours: '', version: 3 })).resolves.toBe('updated');
    expect(createCall).toHaveBeenCalledWith({ code: 'A', hours: 2 });
    expect(updateCall).toHaveBeenCalledWith({ code: 'A', version: 3 });
  });
});
