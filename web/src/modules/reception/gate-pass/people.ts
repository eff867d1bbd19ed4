/**
 * Who checked a vehicle in or out, by name (issue 24): the kit's person names (kit/personNames.ts).
 */
export { rowPerson, usePersonNames, withPeople, type WithPeople } from '../../../kit/personNames.ts';
