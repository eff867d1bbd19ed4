/**
 * Which columns a list shows first on a narrow screen (below 768 px, a phone): what a person reads a
 * row by, the plate, the document's number, its status and its amount, before the row actions and the
 * rest; the serial comes last. A column may say what it is (`narrow`); otherwise its id tells (the
 * spec's field names: `vehicleno`, `statuscde`, `...status`, `state`), an amount column is an amount
 * and the list's first column is its number.
 */

export const narrowRoles = ['plate', 'number', 'status', 'amount'] as const;
export type NarrowRole = (typeof narrowRoles)[number];

export interface NarrowColumn {
  id: string;
  amount?: boolean;
  /** What the column is on a narrow screen; `false`: none of them, whatever its id says. */
  narrow?: NarrowRole | false;
}

const plateIds = /^(vehicleno|plateno|plate)$/i;
const statusIds = /^(state|status|statuscde)$|status$/i;

/** The role of the column at `index` of the page's columns, if it has one. */
export function narrowRole(column: NarrowColumn, index: number): NarrowRole | undefined {
  if (column.narrow !== undefined) return column.narrow || undefined;
  if (plateIds.test(column.id)) return 'plate';
  if (statusIds.test(column.id)) return 'status';
  if (column.amount) return 'amount';
  return index === 0 ? 'number' : undefined;
}

/**
 * The page's columns split for a narrow screen: `first`, one column per role in the order plate,
 * number, status, amount (a second column of a role stays with the others); `rest` in the page's order.
 */
export function narrowColumnOrder<C extends NarrowColumn>(columns: readonly C[]): { first: C[]; rest: C[] } {
  const byRole = new Map<NarrowRole, C>();
  columns.forEach((column, index) => {
    const role = narrowRole(column, index);
    if (role && !byRole.has(role)) byRole.set(role, column);
  });
  const first = narrowRoles.flatMap((role) => (byRole.has(role) ? [byRole.get(role)!] : []));
  return { first, rest: columns.filter((column) => !first.includes(column)) };
}
