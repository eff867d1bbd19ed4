/**
 * What a search hit says, in the user's language: the plate or number found first, then the job order it
 * stands for; the status with its group; who holds the vehicle (the assigned people of the next step, else
 * its roles). Pure, so the texts are tested apart from the component.
 */
import type { TFunction } from 'i18next';
import { roles, statusLabel } from '@fleet/shared';
import type { SearchHit } from '@fleet/shared/platform/search';

/** A stable id of a hit (the option's value). */
export const hitId = (hit: SearchHit) =>
  `${hit.kind}:${hit.kind === 'document' ? `${hit.doctype}:${hit.docnumbr}` : hit.kind === 'vehicle' ? hit.vehicleno : hit.jobordno}`;

const roleName = (code: string, arabic: boolean) => {
  const role = roles.find((candidate) => candidate.code === code);
  return role ? (arabic ? role.nameAr : role.name) : code;
};

/** Who holds the vehicle: "With Ahmed (Team Leader)", else "With: Reception, Supervisor"; empty when nobody's step is next. */
export function holderText(hit: SearchHit, t: TFunction, arabic: boolean): string {
  const separator = arabic ? '، ' : ', ';
  if (hit.holder.people.length > 0)
    return t('search:withPeople', {
      people: hit.holder.people
        .map((person) => t('search:person', { name: person.name, role: roleName(person.role, arabic) }))
        .join(separator),
    });
  if (hit.holder.roles.length > 0)
    return t('search:withRoles', {
      roles: hit.holder.roles.map((code) => roleName(code, arabic)).join(separator),
    });
  return '';
}

/** The first line: what was found (plate, number or document), then the job order and plate it stands for. */
export function hitLabel(hit: SearchHit, t: TFunction): string {
  if (hit.kind === 'vehicle') return `${hit.vehicleno} · ${hit.jobordno}`;
  if (hit.kind === 'jobOrder') return `${hit.jobordno} · ${hit.vehicleno}`;
  return `${hit.docnumbr ?? ''} (${t(`search:documentTypes.${hit.doctype ?? ''}`, { defaultValue: hit.doctype ?? '' })}) · ${hit.jobordno} · ${hit.vehicleno}`;
}

/** The second line: the status group, the status and who holds the vehicle. */
export function hitDescription(hit: SearchHit, t: TFunction, arabic: boolean): string {
  const group = t(`dashboard:statusGroups.${hit.holder.group}`);
  const holder = holderText(hit, t, arabic);
  return [`${group}: ${statusLabel(hit.statuscde, arabic)}`, holder].filter(Boolean).join(' · ');
}

/** Tags: the kind of hit and the garage in the user's language. */
export function hitTags(hit: SearchHit, t: TFunction, arabic: boolean): string[] {
  const garage = (arabic ? hit.garagnamar : hit.garagnam) || hit.garagnam;
  return [t(`search:kinds.${hit.kind}`), ...(garage ? [garage] : [])];
}
