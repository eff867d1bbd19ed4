/**
 * User codes to the names people read (issue 25 item 6), resolved on read: the user master gives the
 * employee code, the project's employee master the English and Arabic names. Nothing is copied into the
 * documents, so a renamed employee reads right everywhere. Two BatchGets, whatever the number of codes.
 */
import type { PersonName } from '@fleet/shared/platform/people';
import { normalizeUsercode, userKeys, type UserProfileItem } from '#lib/caller';
import { getItems } from '#lib/db';
import { masterKeys, masterTypes } from './keys.ts';

interface EmployeeItem extends Record<string, unknown> {
  emplcode: string;
  emplname?: string;
  emplnamar?: string;
}

/**
 * The names of user codes, by the code as given: the employee's names, else the user master's name for
 * both languages; codes that name no user are left out (the reader shows the code).
 */
export async function peopleNames(
  project: string,
  codes: readonly (string | undefined)[],
): Promise<Record<string, PersonName>> {
  const given = [...new Set(codes.filter((code): code is string => Boolean(code?.trim())))];
  if (given.length === 0) return {};
  const unique = [...new Set(given.map(normalizeUsercode))];
  const profiles = await getItems<UserProfileItem>(unique.map(userKeys));
  const employeeCodes = [
    ...new Set(profiles.flatMap((profile) => (profile.emplcode ? [profile.emplcode] : []))),
  ];
  const employees = employeeCodes.length
    ? await getItems<EmployeeItem>(
        employeeCodes.map((emplcode) => masterKeys.record(project, masterTypes.employee, emplcode)),
      )
    : [];
  const employeeByCode = new Map(employees.map((employee) => [employee.emplcode, employee]));
  const byUser = new Map(
    profiles.map((profile) => {
      const employee = profile.emplcode ? employeeByCode.get(profile.emplcode) : undefined;
      const en = employee?.emplname?.trim() || profile.username?.trim() || profile.usercode;
      return [profile.usercode, { en, ar: employee?.emplnamar?.trim() || en }];
    }),
  );
  return Object.fromEntries(
    given.flatMap((code) => {
      const name = byUser.get(normalizeUsercode(code));
      return name ? [[code, name]] : [];
    }),
  );
}
