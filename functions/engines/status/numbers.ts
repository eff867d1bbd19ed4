/**
 * Job order numbers. The engine that claims a number in the save's own transaction (issue 24 item 3)
 * lives in #lib/numbers, where every module may import it; it is re-exported here for older imports.
 */
import { yearlyNumber } from '@fleet/shared/engines/document-numbers';

export { counterClaim, counterValue, withNextNumber } from '../numbers';

/** Job order numbers: `JO-<year>-<nnnnn>` from the project's counter `JO#<year>` (job cards and KJOs alike). */
export const jobOrderNumber = yearlyNumber('JO');
export const jobOrderCounter = (year: string | number) => `JO#${year}`;
