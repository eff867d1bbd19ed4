/**
 * The approval engine's master data (shared/src/platform/delegation.ts): the limit table (per document type
 * and level, what that level's approval may settle) and delegations of authority (an approver's acting
 * delegate for a date range). Limits: pk `<project>#APPRLIMIT`, sk `<doctype>#<level>`. Delegations:
 * pk `<project>#DELEGATION`, sk `<docnumbr>`; each change rewrites the delegate's `acting` list on
 * their profile in the same transaction, so resolving a caller reads nothing more.
 */
import { formatMessage, messages, roles } from '@fleet/shared';
import { roundKwd } from '@fleet/shared/engines/amounts';
import { approvalChains } from '@fleet/shared/engines/approvals';
import { accessChanged } from '#lib/access';
import {
  daysInclusive,
  delegationMaxDays,
  kuwaitDay,
  type ApprovalLimitBody,
  type ApprovalLimitRow,
  type Delegation,
  type DelegationBody,
  type StoredActing,
} from '@fleet/shared/platform/delegation';
import { getUserProfile, normalizeUsercode, userKeys } from '#lib/caller';
import {
  createPut,
  queryAll,
  transactPut,
  transactWrite,
  versionedPut,
  withoutKeys,
  type TransactItem,
  transactUpdate,
} from '#lib/db';
import type { Row } from '#lib/db';
import { BadRequestError, ForbiddenError, found } from '#lib/errors';
import { saveNumbered, yearNumbering, type Numbering } from '../../engines/numbers.ts';
import type { Caller } from '#lib/registry';
import { key } from '#lib/table';
import { assertMayDelegate } from '../rights/grants.ts';
import { approvalLimitPk } from '../../engines/approvals/limits.ts';
import { fieldsOf } from '#lib/attributes';

export const delegationPk = (project: string) => key.project(project, 'DELEGATION');
/** The year's delegation numbers, claimed in the delegation's own transaction (#lib/numbers). */
export const delegationNumbering = (year: string): Numbering => yearNumbering('DLG', 'DLG', year);
/** A role as messages name it: by its name, not its code. */
const roleName = (code: string) => roles.find((role) => role.code === code)?.name ?? code;

export async function listApprovalLimits(caller: Caller, doctype?: string): Promise<ApprovalLimitRow[]> {
  const rows = await queryAll<Row>({
    pk: approvalLimitPk(caller.project),
    ...(doctype ? { beginsWith: `${doctype}#` } : {}),
  });
  return rows.map((row) => withoutKeys(row) as unknown as ApprovalLimitRow);
}

/** `saveApprovalLimit`: a level of a chain that exists; a stale version is a 409. */
export async function saveApprovalLimit(caller: Caller, body: ApprovalLimitBody, now: Date) {
  // Own keys only: a doctype such as `__proto__` must not read the object's prototype.
  const chain = Object.hasOwn(approvalChains, body.doctype)
    ? (approvalChains as Record<string, { levels: readonly { level: string }[] }>)[body.doctype]
    : undefined;
  if (!chain || !chain.levels.some((entry) => entry.level === body.level))
    throw new BadRequestError(messages.approvalLevelNotNeeded);
  const version = (body.version ?? 0) + 1;
  const row = {
    doctype: body.doctype,
    level: body.level,
    ...(body.maxamount === null ? {} : { maxamount: roundKwd(body.maxamount) }),
    moduser: caller.usercode,
    moddate: now.toISOString(),
    version,
  };
  await transactWrite([
    versionedPut(
      {
        pk: approvalLimitPk(caller.project),
        sk: `${body.doctype}#${body.level}`,
        entity: 'approvalLimit',
        ...row,
      },
      body.version,
    ),
  ]);
  return row;
}

// ---- Delegations -----------------------------------------------------------------------------------

const isAdmin = (caller: Caller) => caller.superuser || caller.roles.includes('ADMIN');

async function storedDelegations(project: string): Promise<Delegation[]> {
  const rows = await queryAll<Row>({ pk: delegationPk(project) });
  return rows.map((row) => withoutKeys(row) as unknown as Delegation);
}

/** The delegate's `acting` list for a project from the live delegations (other projects kept). */
function actingOf(
  current: readonly StoredActing[] | undefined,
  project: string,
  delegate: string,
  delegations: Delegation[],
  today: string,
): StoredActing[] {
  const others = (current ?? []).filter((entry) => entry.project !== project);
  const mine = delegations
    .filter((entry) => !entry.deldate && entry.delegate === delegate && entry.todate >= today)
    .flatMap((entry) =>
      entry.roles.map((role) => ({
        docnumbr: entry.docnumbr,
        project,
        role,
        for: entry.delegator,
        fromdate: entry.fromdate,
        todate: entry.todate,
      })),
    );
  return [...others, ...mine];
}

function actingUpdate(delegate: string, acting: StoredActing[]): TransactItem {
  const { pk, sk } = userKeys(delegate);
  return transactUpdate(
    { pk, sk },
    {
      update: 'SET #acting = :acting',
      condition: 'attribute_exists(pk)',
      names: { '#acting': 'acting' },
      values: { ':acting': acting },
    },
  );
}

const view = (entry: Delegation, today: string) => ({
  ...entry,
  active: !entry.deldate && entry.fromdate <= today && today <= entry.todate,
});

/** `getDelegationList`: given and received by the caller (every one for an administrator), newest first. */
export async function delegationList(caller: Caller, now: Date) {
  const today = kuwaitDay(now);
  const me = normalizeUsercode(caller.usercode);
  return (await storedDelegations(caller.project))
    .filter((entry) => !entry.deldate)
    .filter((entry) => isAdmin(caller) || entry.delegator === me || entry.delegate === me)
    .sort((a, b) => b.docnumbr.localeCompare(a.docnumbr))
    .map((entry) => view(entry, today));
}

/** `insertDelegation`: the checks of shared/src/platform/delegation.ts, then the delegation and the delegate's profile in one transaction. */
export async function insertDelegation(caller: Caller, body: DelegationBody, now: Date) {
  const today = kuwaitDay(now);
  const delegatorCode = normalizeUsercode(body.delegator || caller.usercode);
  if (delegatorCode !== normalizeUsercode(caller.usercode) && !isAdmin(caller))
    throw new ForbiddenError(messages.delegationOthersNotAllowed);
  const delegateCode = normalizeUsercode(body.delegate);
  if (delegateCode === delegatorCode) throw new BadRequestError(messages.delegationSelf);
  const [delegator, delegate] = await Promise.all([
    getUserProfile(delegatorCode),
    getUserProfile(delegateCode),
  ]);
  if (!delegator || delegator.status === 'disabled')
    throw new BadRequestError(formatMessage(messages.delegationUnknownUser, { user: delegatorCode }));
  if (!delegate || delegate.status === 'disabled' || !delegate.projects.includes(caller.project))
    throw new BadRequestError(formatMessage(messages.delegationUnknownUser, { user: delegateCode }));
  const missing = body.roles.find((role) => !delegator.roles.includes(role));
  if (missing)
    throw new ForbiddenError(formatMessage(messages.delegationRoleNotHeld, { role: roleName(missing) }));
  // An administrator naming a delegation for someone else hands over only rights of their own.
  await assertMayDelegate(caller, body.roles);
  if (body.todate < today) throw new BadRequestError(messages.delegationInPast);
  if (daysInclusive(body.fromdate, body.todate) > delegationMaxDays)
    throw new BadRequestError(messages.delegationTooLong);
  const existing = await storedDelegations(caller.project);
  const clash = existing.find(
    (entry) =>
      !entry.deldate &&
      entry.delegator === delegatorCode &&
      entry.roles.some((role) => body.roles.includes(role)) &&
      entry.fromdate <= body.todate &&
      body.fromdate <= entry.todate,
  );
  if (clash)
    throw new BadRequestError(
      formatMessage(messages.delegationOverlap, {
        delegator: delegatorCode,
        role: roleName(clash.roles.find((role) => body.roles.includes(role))!),
      }),
    );
  const numbering = delegationNumbering(today.slice(0, 4));
  const saved = await saveNumbered(caller.project, undefined, numbering, async (docnumbr, claims) => {
    const delegation: Delegation = {
      docnumbr,
      project: caller.project,
      delegator: delegatorCode,
      delegatorname: delegator.username,
      delegate: delegateCode,
      delegatename: delegate.username,
      ...fieldsOf(body, 'roles fromdate todate remarks'),
      cretuser: caller.usercode,
      cretdate: now.toISOString(),
    };
    await transactWrite([
      ...claims,
      createPut({ pk: delegationPk(caller.project), sk: docnumbr, entity: 'delegation', ...delegation }),
      actingUpdate(
        delegateCode,
        actingOf(delegate.acting, caller.project, delegateCode, [...existing, delegation], today),
      ),
    ]);
    return delegation;
  });
  await accessChanged(); // the delegate's profile (acting roles) changed
  return view(saved, today);
}

/** `deleteDelegation?docnumbr`: the delegator or an administrator ends it; the delegate stops acting at once. */
export async function deleteDelegation(caller: Caller, docnumbr: string, now: Date) {
  const today = kuwaitDay(now);
  const existing = await storedDelegations(caller.project);
  const entry = found(existing.find((candidate) => candidate.docnumbr === docnumbr && !candidate.deldate));
  if (entry.delegator !== normalizeUsercode(caller.usercode) && !isAdmin(caller))
    throw new ForbiddenError(messages.delegationOthersNotAllowed);
  const ended: Delegation = { ...entry, deldate: now.toISOString(), deluser: caller.usercode };
  const delegate = await getUserProfile(entry.delegate);
  await transactWrite([
    transactPut(
      { pk: delegationPk(caller.project), sk: docnumbr, entity: 'delegation', ...ended },
      'attribute_not_exists(deldate)',
    ),
    ...(delegate
      ? [
          actingUpdate(
            entry.delegate,
            actingOf(
              delegate.acting,
              caller.project,
              entry.delegate,
              existing.map((candidate) => (candidate.docnumbr === docnumbr ? ended : candidate)),
              today,
            ),
          ),
        ]
      : []),
  ]);
  await accessChanged();
  return { docnumbr };
}
