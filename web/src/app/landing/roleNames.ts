import { roles } from '@fleet/shared/roles';

/** Role codes as names in the UI language (unknown codes stay as they are). */
export function roleNames(codes: readonly string[], language: string): string[] {
  return codes.map((code) => {
    const role = roles.find((candidate) => candidate.code === code);
    if (!role) return code;
    return language === 'ar' ? role.nameAr : role.name;
  });
}
