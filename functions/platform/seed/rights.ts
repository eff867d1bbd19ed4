/**
 * Demo rights per role: one readable table. A row grants, for a target (a screen code, a screen
 * group of shared/src/platform/screens.ts, or `*` for every screen), the actions written as letters:
 * V views, A adds, E edits, D deletes, P prints, N notifs. Rights add up; a screen a role has no
 * row for has no rights. Every role also gets `everyone`.
 */
import {
  noRights,
  roles,
  screenGroups,
  screens,
  type FormRights,
  type RightsByScreen,
  type RoleCode,
  type ScreenGroup,
} from '@fleet/shared';
import { roleKeys, type RoleItem } from '#lib/caller';

type Grants = Record<string, string>;

const everyone: Grants = {
  SGRM013: 'VE', // change password
  SGRC001: 'VAN', // messages
};

// prettier-ignore
export const rightsTable: Record<RoleCode, Grants> = {
  ADMIN:           { '*': 'VAEDPN' },
  SUPERVISOR:      { SGRD003: 'VP', SGRD005: 'VP', moiReception: 'VAEPN', kptcReception: 'VAEPN', garage: 'VAEDPN',
                     sticker: 'VAEPN', winch: 'VAEPN', reports: 'VP', SGRM012: 'VAE', SGRM021: 'VAED', SGRM005: 'VAE',
                     SGRM020: 'VAED', SGRM007: 'VAED', SGRM008: 'VAED', SGRM018: 'VA', SGRM015: 'VAED', SGRM004: 'VAED',
                     SGRM001: 'VAED', SGRM003: 'VAED', SGRM022: 'VAED', SGRM014: 'VAED' },
  RECEPTION:       { moiReception: 'VAEPN', SGRK001: 'VAEPN', SGRK002: 'VAEPN', SGRK003: 'VAEPN', SGRK004: 'VAEPN',
                     SGRK005: 'VAEPN', SGRK008: 'VAEPN', SGRG001: 'VP', SGRG010: 'VP', SGRW001: 'V',
                     SGRM005: 'VAE', SGRM021: 'V', SGRR016: 'VP', SGRR003: 'VP', SGRG014: 'VA', SGRG015: 'VAEDP',
                     SGRG018: 'VAEDP' },
  INSPECTOR:       { SGRJ002: 'VAEPN', SGRK003: 'VAEPN', SGRG003: 'VAEPN', SGRG008: 'VAEPN', SGRG009: 'VAEPN',
                     SGRP006: 'VAEPN', SGRP007: 'VAEPN', SGRR003: 'VP', SGRG022: 'V' },
  TECHNICIAN:      { SGRG002: 'VEN', SGRG007: 'VAEN', SGRG011: 'VAEN', SGRS004: 'VEN' },
  TEAMLEADER:      { SGRD005: 'VP', SGRG014: 'VA', SGRG002: 'VAEDPN', SGRG003: 'VAEPN', SGRG004: 'VAEDPN', SGRG006: 'VAEDP', SGRG021: 'VAEDP', SGRP001: 'VAEDPN',
                     SGRG007: 'VAEPN', SGRG012: 'V', SGRG017: 'VAEP', SGRS001: 'V', SGRS003: 'VAEN', SGRS004: 'V',
                     SGRR001: 'VP', SGRR002: 'VP', SGRG022: 'V' },
  STOREKEEPER:     { stores: 'VAEDPN', SGRK004: 'VAEDPN', SGRG021: 'VP', SGRG005: 'VAEPN', SGRG006: 'VP', SGRM002: 'VAED',
                     SGRM009: 'VAE', SGRM019: 'VA', SGRP001: 'VAEDPN', SGRP002: 'VAEDPN', SGRP003: 'VAEDPN',
                     SGRP006: 'VAEDPN', SGRP007: 'VAEDPN', SGRR011: 'VP', SGRR018: 'VP', SGRR019: 'VP', SGRR020: 'VP',
                     SGRR021: 'VP', SGRM006: 'VAED' },
  APPROVER_GARAGE: { SGRD005: 'VP', SGRG022: 'VEPN', SGRG004: 'VEPN', SGRG021: 'VEPN', SGRG013: 'VAEPN', SGRP001: 'VEPN', SGRP004: 'VEPN',
                     SGRX006: 'VEPN', SGRM016: 'VEN' },
  APPROVER_MOI:    { SGRD004: 'VP', SGRG004: 'VEPN', SGRP001: 'VEPN', SGRP004: 'VEPN', SGRX006: 'VEPN', SGRR012: 'VP',
                     SGRT005: 'VEPN', SGRR030: 'VP' },
  APPROVER_KPTC:   { SGRD003: 'VP', SGRG004: 'VEPN', SGRP001: 'VEPN', SGRP004: 'VEPN', SGRP005: 'VEPN', SGRT002: 'VEPN',
                     SGRP006: 'VEPN', SGRX006: 'VEPN', SGRM017: 'VEN', SGRT007: 'VEPN' },
  APPROVER_THIRD:  { SGRD002: 'VP', SGRP001: 'VEPN', SGRP005: 'VEPN', SGRX006: 'VEPN', SGRT004: 'VEPN' },
  ACCOUNTANT:      { accounts: 'VAEDPN', SGRM006: 'VAE', SGRM012: 'VE', SGRM008: 'V', SGRR005: 'VP', SGRR007: 'VP', SGRR012: 'VP',
                     SGRR018: 'VP', SGRR025: 'VP', SGRR030: 'VP', SGRR032: 'VAEDP', SGRR033: 'VP' },
  EXECUTIVE:       { dashboard: 'VP', reports: 'VP', SGRG012: 'V' },
};

const letters: Record<string, keyof FormRights> = {
  V: 'views',
  A: 'adds',
  E: 'edits',
  D: 'deletes',
  P: 'prints',
  N: 'notifs',
};

function screensOf(target: string): string[] {
  if (target === '*') return screens.map((screen) => screen.code);
  if ((screenGroups as readonly string[]).includes(target)) {
    return screens.filter((screen) => screen.group === (target as ScreenGroup)).map((screen) => screen.code);
  }
  if (!screens.some((screen) => screen.code === target))
    throw new Error(`Unknown screen ${target} in the rights table`);
  return [target];
}

/** Expands a role's grants (plus `everyone`) into its rights by screen code. */
export function rightsOf(grants: Grants): RightsByScreen {
  const rights: RightsByScreen = {};
  for (const [target, actions] of [...Object.entries(everyone), ...Object.entries(grants)]) {
    for (const code of screensOf(target)) {
      const record = { ...(rights[code] ?? noRights) };
      for (const letter of actions) {
        const action = letters[letter];
        if (!action) throw new Error(`Unknown right letter ${letter} for ${target}`);
        record[action] = 'Y';
      }
      rights[code] = record;
    }
  }
  return rights;
}

export const seedTimestamp = '2026-01-01T00:00:00.000Z';

/** One role item per role of shared/src/platform/roles.ts. */
export function roleItems(): RoleItem[] {
  return roles.map((role) => ({
    ...roleKeys(role.code),
    entity: 'role',
    rolecode: role.code,
    rolename: role.name,
    rolenamear: role.nameAr,
    rights: rightsOf(rightsTable[role.code]),
    version: 1,
    createdAt: seedTimestamp,
    updatedAt: seedTimestamp,
  }));
}
