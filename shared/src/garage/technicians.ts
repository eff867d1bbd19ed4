/**
 * Who may be picked as a job's technician (issue 24 item 10). The employee master (spec 000 section 7
 * `getEmployee`: emplcode, emplname, jobtitle, garageid, status) has no designation or trade field of
 * its own: both are read from the job title (English, else Arabic). A technician of a job order is an
 * active employee of the job order's garage whose title names a technician's trade; a blank title does
 * not say, and is not refused. A workshop's trade is read from its name the same way, so the pickers
 * can offer the workshop's trade first.
 */
import { z } from 'zod';
import type { Employee, Workshop } from '../platform/lookups.ts';
import { formatMessage, messages } from '../platform/messages.ts';

export const employeeDesignations = ['technician', 'inspector'] as const;
export type EmployeeDesignation = (typeof employeeDesignations)[number];

/** Job title words of each designation, English and Arabic. */
const designationWords: Record<EmployeeDesignation, RegExp> = {
  technician: /technician|mechanic|electrician|painter|welder|fitter|فني|ميكانيكي|كهربائي|صباغ|سمكري|لحام/iu,
  inspector: /inspector|مفتش/iu,
};

/** The trades a workshop or a technician may name (first match wins), English and Arabic. */
export const technicianTrades = {
  transmission: /transmission|gearbox|ناقل الحركة/iu,
  airConditioning: /\bac\b|a\/c|air.?condition|تكييف/iu,
  electrical: /electric|كهرب/iu,
  bodyPaint: /\bbody\b|paint|سمكر|صب[غا]/iu,
  tyres: /tyre|tire|batter|إطار|بطاري/iu,
  lubrication: /\blub|\boil\b|تشحيم|زيوت/iu,
  mechanical: /mechanic|ميكانيك/iu,
} as const;
export type TechnicianTrade = keyof typeof technicianTrades;

type Titled = Pick<Employee, 'jobtitle' | 'jobtitlear'>;

/** The title the master gives (English, else Arabic); blank when it gives none. */
const titleOf = (employee: Titled) => (employee.jobtitle ?? '').trim() || (employee.jobtitlear ?? '').trim();

/**
 * The employee's designation from the job title: technician, inspector, `other` (a title naming
 * neither, such as Executive Director) or `unknown` (no title).
 */
export function designationOf(employee: Titled): EmployeeDesignation | 'other' | 'unknown' {
  const title = titleOf(employee);
  if (!title) return 'unknown';
  return employeeDesignations.find((designation) => designationWords[designation].test(title)) ?? 'other';
}

/** The first trade a text names, if any. */
export function tradeOf(...texts: (string | undefined)[]): TechnicianTrade | undefined {
  const text = texts.filter(Boolean).join(' ');
  return (Object.keys(technicianTrades) as TechnicianTrade[]).find((trade) =>
    technicianTrades[trade].test(text),
  );
}

/** The trade of a technician's job title. */
export const employeeTrade = (employee: Titled) => tradeOf(employee.jobtitle, employee.jobtitlear);

/** The trade of a workshop's name (none for a general one such as Periodic Service). */
export const workshopTrade = (workshop: Pick<Workshop, 'wrkshpnam' | 'wrkshpnamar'>) =>
  tradeOf(workshop.wrkshpnam, workshop.wrkshpnamar);

/** Whether the employee has the designation (a blank title is not known, so not refused). */
export const hasDesignation = (employee: Titled, designation: EmployeeDesignation) => {
  const found = designationOf(employee);
  return found === designation || found === 'unknown';
};

/** Whether the employee may be a technician of a job order of `garage` (active, of the garage, a technician). */
export function isTechnicianOf(
  employee: Pick<Employee, 'jobtitle' | 'jobtitlear' | 'garageid' | 'status'>,
  garage: string,
): boolean {
  return (
    employee.status === 'active' &&
    (!garage || employee.garageid === garage) &&
    hasDesignation(employee, 'technician')
  );
}

/** The message refusing the employee as a technician of a job order of `garage`, if it must be refused. */
export function technicianRefusal(
  employee: Pick<Employee, 'emplcode' | 'jobtitle' | 'jobtitlear' | 'garageid' | 'status'>,
  garage: string,
) {
  return isTechnicianOf(employee, garage)
    ? undefined
    : formatMessage(messages.technicianNotOfGarage, { emplcode: employee.emplcode, garage });
}

/**
 * A workshop's technicians in picking order: those of the workshop's trade first, then the rest of
 * the garage's. `matching` is empty when the workshop's trade is unknown or nobody has it.
 */
export function techniciansForWorkshop<T extends Titled>(
  technicians: readonly T[],
  workshop: Pick<Workshop, 'wrkshpnam' | 'wrkshpnamar'> | undefined,
): { matching: T[]; others: T[] } {
  const trade = workshop ? workshopTrade(workshop) : undefined;
  const matching = trade ? technicians.filter((employee) => employeeTrade(employee) === trade) : [];
  return { matching, others: technicians.filter((employee) => !matching.includes(employee)) };
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `GET getEmployee` filters (ours): the garage's employees, of a designation (see `hasDesignation`). */
export const employeeLookupQuery = z.object({
  garage: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(20)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
  ),
  designation: z.preprocess(blankToUndefined, z.enum(employeeDesignations).optional()),
});
export type EmployeeLookupQuery = z.output<typeof employeeLookupQuery>;

/** The employees a lookup query asks for. */
export function filterEmployees<T extends Pick<Employee, 'jobtitle' | 'jobtitlear' | 'garageid'>>(
  employees: readonly T[],
  query: EmployeeLookupQuery,
): T[] {
  return employees.filter(
    (employee) =>
      (!query.garage || employee.garageid === query.garage) &&
      (!query.designation || hasDesignation(employee, query.designation)),
  );
}
