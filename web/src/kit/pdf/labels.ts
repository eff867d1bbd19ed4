/**
 * The labels every document PDF prints the same way, English and Arabic (one document for both UI
 * languages): the particulars most documents carry, the approvals table, the approval states,
 * decisions and levels, and the common signature titles. A document's own words stay in its labels.ts.
 */
import { bilingual as l, type Bilingual } from './text.ts';

export const documentLabels = {
  date: l('Date', 'التاريخ'),
  jobOrderNo: l('Job order No', 'رقم أمر العمل'),
  vehicleNo: l('Plate no', 'رقم اللوحة'),
  vehicleMake: l('Vehicle make', 'نوع المركبة'),
  make: l('Make', 'الصنع'),
  customer: l('Customer', 'العميل'),
  garage: l('Garage', 'الكراج'),
  store: l('Store', 'المخزن'),
  supplier: l('Supplier', 'المورد'),
  purchaseRequest: l('Purchase request', 'طلب الشراء'),
  costSheetNo: l('Cost sheet No', 'رقم كشف التكلفة'),
  status: l('Status', 'الحالة'),
  state: l('Approval state', 'حالة الاعتماد'),
  remarks: l('Remarks', 'ملاحظات'),
  serial: l('S.No', 'م'),
  item: l('Item', 'الصنف'),
  itemCode: l('Item code', 'رمز الصنف'),
  description: l('Description', 'الوصف'),
  uom: l('UOM', 'الوحدة'),
  qty: l('Qty', 'الكمية'),
  unitPrice: l('Unit price', 'سعر الوحدة'),
  value: l('Value', 'القيمة'),
  total: l('Total', 'الإجمالي'),
  totalQty: l('Total quantity', 'إجمالي الكمية'),
  approvals: l('Approvals', 'الاعتمادات'),
  level: l('Level', 'المستوى'),
  decision: l('Decision', 'القرار'),
  by: l('By', 'بواسطة'),
  onBehalfOf: l('for', 'نيابة عن'),
  at: l('Date', 'التاريخ'),
  amount: l('Amount', 'المبلغ'),
  noDecision: l('Not decided yet', 'لم يتخذ القرار بعد'),
  requestedBy: l('Requested By', 'مقدم الطلب'),
  preparedBy: l('Prepared By', 'أعده'),
  signatures: l('Signatures', 'التوقيعات'),
} as const satisfies Record<string, Bilingual>;

/** A document's approval state (`approval.state`; `none` before it is submitted). */
export const approvalStateLabels: Record<'pending' | 'approved' | 'rejected' | 'none', Bilingual> = {
  pending: l('Pending approval', 'بانتظار الاعتماد'),
  approved: l('Approved', 'معتمد'),
  rejected: l('Rejected', 'مرفوض'),
  none: l('Not submitted', 'غير مقدم'),
};

/** A level's or a line's decision (`P` pending, '' not set: the lines' approver decisions). */
export const decisionLabels: Record<'A' | 'R' | 'P' | '', Bilingual> = {
  A: l('Approved', 'معتمد'),
  R: l('Rejected', 'مرفوض'),
  P: l('Pending', 'معلق'),
  '': l('-', '-'),
};

const levelLabels: Record<string, Bilingual> = {
  GARAGE: l('Garage', 'الكراج'),
  MOI: l('MOI', 'الداخلية'),
  KPTC: l('KPTC', 'كي بي تي سي'),
  THIRD: l('Third level', 'المستوى الثالث'),
  KD: l('KD250', 'اعتماد 250 د.ك'),
};

/** An approval level's name; a level the labels do not know prints as its code. */
export const levelName = (level: string): Bilingual => levelLabels[level] ?? l(level, level);

/** The signature block of a level: `MOI approval` / `اعتماد الداخلية`. */
export const levelApproval = (level: string): Bilingual => {
  const name = levelName(level);
  return l(`${name.en} approval`, `اعتماد ${name.ar}`);
};
