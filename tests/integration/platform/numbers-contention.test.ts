/**
 * Document numbers under load (issue 26 item 8): the load benchmark's receptions saving job cards at
 * the same moment got "This record was changed by someone else" (409) for a new job card, because a
 * save that lost the race for the next number gave up after a fixed number of tries. Many saves
 * racing for one counter must all be saved, with consecutive numbers and no gaps.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { counterValue, withNextNumber } from '@fleet/functions/engines/numbers';
import { transactWrite } from '@fleet/functions/lib/db';
import { jobOrderCounter } from '@fleet/functions/engines/status/numbers';
import { vehicleChecks } from '@fleet/functions/platform/seed/workshop';
import { signIn } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { uploadPng } from '../../support/uploads.ts';
import { newTestVehicle } from '../../support/vehicles.ts';

const racing = 12;
let photoId: string;

useRuntimeEnv();
const reception = (await signIn('reception')).client;

beforeAll(async () => {
  photoId = await uploadPng(reception);
});

describe('integration: document numbers with many saves at once', () => {
  it(`saves ${racing} job cards sent at the same moment, numbered consecutively`, async () => {
    // Arrange
    const year = kuwaitClock(new Date()).date.slice(0, 4);
    const plates = await Promise.all(Array.from({ length: racing }, () => newTestVehicle('MOI')));
    const before = await counterValue('MOI', jobOrderCounter(year));
    const checklist = vehicleChecks.slice(0, 2).map((check, index) => ({
      checkheader: check.checkheader,
      checkid: check.checkid,
      status: index === 0 ? 'Y' : 'N',
    }));

    // Act
    const answers = await Promise.all(
      plates.map((plate) =>
        reception.post<[string, { jobordno: string }]>('/api/JobOrdermoi/SetJobOrder', {
          vehicleno: plate.vehicleno,
          garage: 'G01',
          servicetype: 'main',
          moijobord: 'MOI-RACE',
          mobileno: '99887766',
          prevservicedate: '2025-01-15',
          accident: 'N',
          winch: 'N',
          checklist,
          photos: [{ fileId: photoId, fileName: 'front.png' }],
          inspector: 'inspector',
        }),
      ),
    );

    // Assert
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers[0]!.body),
    ).toEqual(answers.map(() => 200));
    const numbers = answers
      .map((answer) => Number(answer.body[1].jobordno.split('-').at(-1)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: racing }, (_, i) => before + 1 + i));
  });
});

describe('integration: claims of one counter in one process', () => {
  it('takes numbers in turn, each save running once, and lets a save take a second number', async () => {
    // Arrange
    const counter = `TEST-TURN#${Date.now()}`;
    let runs = 0;
    const claimOne = () =>
      withNextNumber('MOI', counter, async (sequence, claim) => {
        runs += 1;
        await transactWrite([claim]);
        return sequence;
      });

    // Act
    const taken = await Promise.all(Array.from({ length: 8 }, claimOne));
    const nested = await withNextNumber('MOI', counter, async (sequence, claim) => {
      await transactWrite([claim]);
      return [sequence, await claimOne()];
    });

    // Assert
    expect([...taken].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(runs).toBe(9);
    expect(nested).toEqual([9, 10]);
  });
});
