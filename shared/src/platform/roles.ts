/**
 * Roles named in the spec (000 sections 1 and 6). A role is a Cognito group; its rights by screen
 * live in the table and are edited through the UserRights calls.
 */
export const roles = [
  { code: 'ADMIN', name: 'Admin', nameAr: 'مدير النظام' },
  { code: 'SUPERVISOR', name: 'Supervisor', nameAr: 'مشرف' },
  { code: 'RECEPTION', name: 'Reception', nameAr: 'الاستقبال' },
  { code: 'INSPECTOR', name: 'QC Inspector', nameAr: 'مفتش الجودة' },
  { code: 'TECHNICIAN', name: 'Technician', nameAr: 'فني' },
  { code: 'TEAMLEADER', name: 'Team Leader', nameAr: 'قائد الفريق' },
  { code: 'STOREKEEPER', name: 'Store Keeper', nameAr: 'أمين المخزن' },
  { code: 'APPROVER_GARAGE', name: 'Garage Approver', nameAr: 'معتمد الكراج' },
  { code: 'APPROVER_MOI', name: 'MOI Approver', nameAr: 'معتمد وزارة الداخلية' },
  { code: 'APPROVER_KPTC', name: 'KPTC Approver', nameAr: 'معتمد الشركة' },
  { code: 'APPROVER_THIRD', name: 'Third Level Approver', nameAr: 'معتمد المستوى الثالث' },
  { code: 'ACCOUNTANT', name: 'Accountant', nameAr: 'محاسب' },
  { code: 'EXECUTIVE', name: 'Executive', nameAr: 'الإدارة التنفيذية' },
] as const;

export type RoleCode = (typeof roles)[number]['code'];
export const roleCodes = roles.map((role) => role.code) as RoleCode[];
