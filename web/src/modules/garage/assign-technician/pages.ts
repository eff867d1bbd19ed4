/** Pages of garage/assign-technician; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { formRoute, screenPagesOf, screenRoute } from '../../../kit/routes.ts';

const afterRepair = () => import('./after-repair/AfterRepairPages.tsx');
const washing = screenPagesOf(afterRepair, 'SGRG011');
const deliveryApproval = screenPagesOf(afterRepair, 'SGRG013');
const parkingGarage = screenPagesOf(afterRepair, 'SGRG016');

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
  screenRoute('/parkingreceptionlist', 'SGRK005', () => import('./parking/ParkingListPage.tsx')),
  formRoute(
    '/parkingreception',
    'SGRK005',
    'assignTechnician:parkingForm.title',
    () => import('./parking/ParkingFormPage.tsx'),
    'adds',
  ),
  screenRoute('/vehicledeliverylist', 'SGRJ003', () => import('./delivery/DeliveryListPage.tsx')),
  formRoute(
    '/vehicledelivery',
    'SGRJ003',
    'assignTechnician:deliveryForm.title',
    () => import('./delivery/DeliveryFormPage.tsx'),
    'adds',
  ),
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/assigntechnicianmoi', to: '/technicianDetailsmoi' },
  { path: '/assigntechnicianmoilist', to: '/technicianDetailslistmoi' },
  { path: '/technicianDetailsmoilist', to: '/technicianDetailslistmoi' },
  { path: '/parkinglist', to: '/parkinggaragelist' },
];
