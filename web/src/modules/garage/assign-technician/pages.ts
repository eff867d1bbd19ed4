/** Pages of garage/assign-technician; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, screenPagesOf, screenRoute } from '../../../kit/routes.ts';

const afterRepair = () => import('./after-repair/AfterRepairPages.tsx');
const washing = screenPagesOf(afterRepair, 'SGRG011');
const deliveryApproval = screenPagesOf(afterRepair, 'SGRG013');
const parkingGarage = screenPagesOf(afterRepair, 'SGRG016');
const parking = screenPagesOf(() => import('./parking/ParkingPages.tsx'), 'SGRK005');
const delivery = screenPagesOf(() => import('./delivery/DeliveryPages.tsx'), 'SGRJ003');

export const pages: ModulePage[] = [
  // Garage: after the repair: washing (SGRG011), delivery approval (SGRG013), parking at the garage (SGRG016).
  washing.list('/washinglist', 'WashingListPage'),
  washing.form('/washing', 'assignTechnician:washingForm.title', 'WashingFormPage', 'adds'),
  deliveryApproval.list('/vehicledeliveryapprovelist', 'DeliveryApprovalListPage'),
  deliveryApproval.form(
    '/vehicledeliveryapprove',
    'assignTechnician:deliveryApprovalForm.title',
    'DeliveryApprovalFormPage',
    'adds',
  ),
  parkingGarage.list('/parkinggaragelist', 'ParkingGarageListPage'),
  parkingGarage.form('/parking', 'assignTechnician:parkingGarageForm.title', 'ParkingGarageFormPage', 'adds'),
  // KPTC Reception: QC technician assignment (SGRK001, MOI and reception variants), parking at reception
  // (SGRK005); MOI Reception: vehicle delivery (SGRJ003). Forms check the right of their mode themselves.
  screenRoute('/technicianDetailslistmoi', 'SGRK001', () => import('./technician/TechnicianListPage.tsx')),
  formRoute(
    '/technicianDetailsmoi',
    'SGRK001',
    'assignTechnician:technicianForm.title',
    () => import('./technician/TechnicianFormPage.tsx'),
  ),
  parking.list('/parkingreceptionlist', 'ParkingListPage'),
  parking.form('/parkingreception', 'assignTechnician:parkingForm.title', 'ParkingFormPage', 'adds'),
  delivery.list('/vehicledeliverylist', 'DeliveryListPage'),
  delivery.form('/vehicledelivery', 'assignTechnician:deliveryForm.title', 'DeliveryFormPage', 'adds'),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/assigntechnicianmoi', to: '/technicianDetailsmoi' },
  { path: '/assigntechnicianmoilist', to: '/technicianDetailslistmoi' },
  { path: '/technicianDetailsmoilist', to: '/technicianDetailslistmoi' },
  { path: '/parkinglist', to: '/parkinggaragelist' },
];
