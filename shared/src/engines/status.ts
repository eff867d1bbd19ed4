/**
 * Job order status codes (spec 000 section 4) with their display names in both languages,
 * and the notification type and priority rules that depend on them.
 */
export interface JobOrderStatus {
  code: number;
  key: string;
  en: string;
  ar: string;
}

const st = (code: number, key: string, en: string, ar: string): JobOrderStatus => ({ code, key, en, ar });

// One status a line, as the spec's table lists them.
// prettier-ignore
export const jobOrderStatuses: readonly JobOrderStatus[] = [
  st(1195, 'JobOrderCreatedMoi', 'Job Card Created (MOI)', 'تم إنشاء بطاقة العمل (الداخلية)'),
  st(1196, 'AssignInspector_Moi', 'Inspector Assigned', 'تم تعيين المفتش'),
  st(1197, 'AssignTechnician_Moi', 'Technician Assigned (MOI)', 'تم تعيين الفني (الداخلية)'),
  st(1198, 'VehicleChecklist_Moi', 'Vehicle Check Complete', 'اكتمل فحص المركبة'),
  st(1199, 'UploadImages_Moi', 'Images Uploaded (MOI)', 'تم رفع الصور (الداخلية)'),
  st(1200, 'Inspection_Moi', 'Inspection (MOI)', 'الفحص (الداخلية)'),
  st(1201, 'JobOrderCreated', 'Job Order Created', 'تم إنشاء أمر العمل'),
  st(1202, 'AssignTechnician_Reception', 'Technician Assigned at Reception', 'تم تعيين الفني في الاستقبال'),
  st(1203, 'UploadImages_Reception', 'Images Uploaded at Reception', 'تم رفع الصور في الاستقبال'),
  st(1204, 'Inspection_Reception', 'Reception Inspection', 'فحص الاستقبال'),
  st(1205, 'QCPASSIN', 'Gate Pass In', 'تصريح الدخول'),
  st(1206, 'QCPASSOUT', 'Gate Pass Out', 'تصريح الخروج'),
  st(1207, 'UploadImages_Garage', 'Images Uploaded at Garage', 'تم رفع الصور في الكراج'),
  st(1208, 'AssignTeamLeader', 'Team Leader Assigned', 'تم تعيين قائد الفريق'),
  st(1209, 'AssignTechniciaGarage', 'Technician Assigned at Garage', 'تم تعيين الفني في الكراج'),
  st(1210, 'Inspection_Initiated', 'Inspection Initiated', 'بدأ الفحص'),
  st(1211, 'Inspection_Waiting', 'Inspection Waiting', 'الفحص قيد الانتظار'),
  st(1212, 'Inspection_InProgress', 'Inspection In Progress', 'الفحص قيد التنفيذ'),
  st(1213, 'Inspection_Completed', 'Inspection Completed', 'اكتمل الفحص'),
  st(1214, 'VehicleChecklist', 'Vehicle Check Complete', 'اكتمل فحص المركبة'),
  st(1215, 'Estimation', 'Estimation Ready', 'التقدير جاهز'),
  st(1216, 'EstimationApproval', 'Estimation Approved', 'تم اعتماد التقدير'),
  st(1217, 'ItemRequested', 'Items Requested', 'تم طلب القطع'),
  st(1218, 'ItemRequestApproved', 'Item Request Approved', 'تم اعتماد طلب القطع'),
  st(1219, 'ItemIssuedVoucher', 'Items Issued', 'تم صرف القطع'),
  st(1220, 'GarageRequested', 'Garage Requested', 'طلب الكراج'),
  st(1221, 'GarageIssued', 'Garage Issued', 'صرف الكراج'),
  st(1222, 'FinalQCbyGarage', 'Final QC by Garage', 'فحص الجودة النهائي من الكراج'),
  st(1223, 'FinalQCbyMOI', 'Final QC by MOI', 'فحص الجودة النهائي من الداخلية'),
  st(1224, 'WashingCompleted', 'Washing Completed', 'اكتمل الغسيل'),
  st(1225, 'VehicleApprovedforDelivery', 'Approved for Delivery', 'معتمدة للتسليم'),
  st(1226, 'ParkingatReception', 'Parking at Reception', 'موقف الاستقبال'),
  st(1227, 'VehicleDelivered', 'Vehicle Delivered', 'تم تسليم المركبة'),
  st(1228, 'WaitingforSpareParts', 'Parts Pending', 'بانتظار قطع الغيار'),
  st(1229, 'JobOrderOnHold', 'On Hold', 'معلق'),
  st(1230, 'RepairJobFinished', 'Repair Finished', 'انتهى الإصلاح'),
  st(1231, 'JobOrderCompleted', 'Job Completed', 'اكتمل العمل'),
  st(1232, 'JobOrderInvoiced', 'Job Order Invoiced', 'تمت فوترة أمر العمل'),
  st(1233, 'ParkingatGarage', 'Parking at Garage', 'موقف الكراج'),
  st(1234, 'Warranty Initiated', 'Warranty Initiated', 'بدأ الضمان'),
  st(1235, 'WaitingforApproval', 'Approval Required', 'بانتظار الاعتماد'),
  st(1236, 'InProgress', 'In Progress', 'قيد التنفيذ'),
  st(1237, 'ServiceCompleted', 'Service Completed', 'اكتملت الخدمة'),
  st(1238, 'ReceivedVehicle', 'Vehicle Received', 'تم استلام المركبة'),
  st(1239, 'SparePartsReceived', 'Spare Parts Received', 'تم استلام قطع الغيار'),
  st(1240, 'Returned', 'Returned', 'مرتجع'),
  st(1241, 'Transferred', 'Transferred', 'تم النقل'),
  st(1242, 'PurchaseRequestRaised', 'Purchase Request Raised', 'تم رفع طلب الشراء'),
  st(1243, 'Approved', 'Approved', 'معتمد'),
  st(1244, 'QuotationGenerated', 'Quotation Generated', 'تم إصدار عرض السعر'),
  st(1245, 'CostSheetPrepared', 'Cost Sheet Prepared', 'تم إعداد كشف التكلفة'),
  st(1246, 'CostSheetApproved', 'Cost Sheet Approved', 'تم اعتماد كشف التكلفة'),
  st(1247, 'LPOGenerated', 'LPO Generated', 'تم إصدار أمر الشراء المحلي'),
  st(1248, 'LPOApproved', 'LPO Approved', 'تم اعتماد أمر الشراء المحلي'),
  st(1249, 'PettyCashDone', 'Petty Cash Done', 'تم صرف النثرية'),
  st(1250, 'PendingforPayment', 'Pending for Payment', 'بانتظار الدفع'),
  st(1251, 'PaymentCompleted', 'Payment Completed', 'اكتمل الدفع'),
  st(1252, 'VehicleTransferred', 'Vehicle Transferred', 'تم نقل المركبة'),
  st(1253, 'VehicleDeliveredtoThirdPartyforEngineService', 'Delivered to Third Party for Engine Service', 'سلمت لطرف ثالث لخدمة المحرك'),
  st(1256, 'EstimationApprovalKD', 'Estimation Approval (KD250)', 'اعتماد التقدير (250 د.ك)'),
  st(1401, 'Purchase_Request_JO_Done', 'Purchase Request Done', 'تم طلب الشراء'),
  st(1402, 'Purchase_Request_Approved_MOI', 'Purchase Request Approved (MOI)', 'اعتماد طلب الشراء (الداخلية)'),
  st(1403, 'Purchase_Request_Approved_KPTC', 'Purchase Request Approved (KPTC)', 'اعتماد طلب الشراء (الشركة)'),
  st(1404, 'Purchase_Request_Approved_Third_Level', 'Purchase Request Approved (Third Level)', 'اعتماد طلب الشراء (المستوى الثالث)'),
  st(1405, 'Quotation_Done', 'Quotation Done', 'تم عرض السعر'),
  st(1406, 'Cost_Report_Generated', 'Cost Report Generated', 'تم إصدار تقرير التكلفة'),
  st(1407, 'Cost_Report_Approved_MOI', 'Cost Report Approved (MOI)', 'اعتماد تقرير التكلفة (الداخلية)'),
  st(1408, 'Cost_Report_Approved_KPTC', 'Cost Report Approved (KPTC)', 'اعتماد تقرير التكلفة (الشركة)'),
  st(1409, 'Purchase_Order_Created', 'Purchase Order Created', 'تم إنشاء أمر الشراء'),
  st(1410, 'Purchase_Order_Approved', 'Purchase Order Approved', 'تم اعتماد أمر الشراء'),
  st(1411, 'Item_Inspection', 'Item Inspection', 'فحص القطع'),
  st(1420, 'THREEINONE_Invoice_Done', 'Three-in-One Invoice Done', 'تمت فاتورة الثلاثة في واحد'),
  st(1421, 'THREEINONE_Invoice_Approved', 'Three-in-One Invoice Approved', 'اعتماد فاتورة الثلاثة في واحد'),
  st(1422, 'Maintenance_Invoice', 'Maintenance Invoice', 'فاتورة الصيانة'),
  st(1423, 'Petty_Cash_Done', 'Petty Cash Done', 'تم صرف النثرية'),
  st(1424, 'Petty_Cash_Approved', 'Petty Cash Approved', 'تم اعتماد النثرية'),
  st(1425, 'Final_Invoice', 'Final Invoice', 'الفاتورة النهائية'),
  st(1426, 'JO_Submitted', 'Job Order Submitted', 'تم تقديم أمر العمل'),
];

export const statusByCode: ReadonlyMap<number, JobOrderStatus> = new Map(
  jobOrderStatuses.map((s) => [s.code, s]),
);

/** A status's names as the reports answer them; an unknown status is named by its code. */
export function namedStatus(code: number) {
  const status = statusByCode.get(code);
  return { statusName: status?.en ?? String(code), statusNameAr: status?.ar ?? String(code) };
}

/** A status code by its name in the reader's language: the code itself when unknown, '' for none. */
export function statusLabel(code: number | undefined, arabic: boolean): string {
  const status = code === undefined ? undefined : statusByCode.get(Number(code));
  return status ? (arabic ? status.ar : status.en) : String(code ?? '');
}

/** Codes referred to by name in rules. */
export const statusCodes = {
  jobOrderCreatedMoi: 1195,
  assignInspectorMoi: 1196,
  assignTechnicianMoi: 1197,
  assignTechnicianReception: 1202,
  qcPassIn: 1205,
  qcPassOut: 1206,
  jobOrderCompleted: 1231,
  jobOrderInvoiced: 1232,
  maintenanceInvoice: 1422,
} as const;

export type NotificationType = 'ASSIGNMENT' | 'SUCCESS' | 'WARNING' | 'INFO';
export type NotificationPriority = 'HIGH' | 'MEDIUM';

/** Spec 000 section 4, "Notification rules": type by status name. */
export function notificationType(statusName: string): NotificationType {
  switch (statusName) {
    case 'Technician Assigned (MOI)':
    case 'Inspector Assigned':
      return 'ASSIGNMENT';
    case 'Vehicle Check Complete':
    case 'Job Completed':
      return 'SUCCESS';
    case 'Parts Pending':
    case 'Approval Required':
      return 'WARNING';
    default:
      return 'INFO';
  }
}

/** Spec 000 section 4: HIGH for Parts Pending, Approval Required, Technician Assigned (MOI); else MEDIUM. */
export function notificationPriority(statusName: string): NotificationPriority {
  return ['Parts Pending', 'Approval Required', 'Technician Assigned (MOI)'].includes(statusName)
    ? 'HIGH'
    : 'MEDIUM';
}
