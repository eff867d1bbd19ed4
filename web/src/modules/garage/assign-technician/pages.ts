/** Pages of garage/assign-technician; web/src/app/pages.ts collects every module's. */
import type { ModulePage, RouteAlias } from '../../../app/module-page.ts';
import { lazyComponent } from '../../../kit/lazy.ts';

export const pages: ModulePage[] = [
  // Garage: after the repair: washing (SGRG011), delivery approval (SGRG013), parking at the garage (SGRG016).
  {
    path: '/washinglist',
    screen: 'SGRG011',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG011',
    component: lazyComponent(() =>
      import('./after-repair/WashingPages.tsx').then((module) => ({
        default: module.WashingListPage,
      })),
    ),
  },
  {
    path: '/washing',
    screen: 'SGRG011',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:washingForm.title',
    component: lazyComponent(() =>
      import('./after-repair/WashingPages.tsx').then((module) => ({
        default: module.WashingFormPage,
      })),
    ),
  },
  {
    path: '/vehicledeliveryapprovelist',
    screen: 'SGRG013',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG013',
    component: lazyComponent(() =>
      import('./after-repair/DeliveryApprovalPages.tsx').then((module) => ({
        default: module.DeliveryApprovalListPage,
      })),
    ),
  },
  {
    path: '/vehicledeliveryapprove',
    screen: 'SGRG013',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:deliveryApprovalForm.title',
    component: lazyComponent(() =>
      import('./after-repair/DeliveryApprovalPages.tsx').then((module) => ({
        default: module.DeliveryApprovalFormPage,
      })),
    ),
  },
  {
    path: '/parkinggaragelist',
    screen: 'SGRG016',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRG016',
    component: lazyComponent(() =>
      import('./after-repair/ParkingGaragePages.tsx').then((module) => ({
        default: module.ParkingGarageListPage,
      })),
    ),
  },
  {
    path: '/parking',
    screen: 'SGRG016',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:parkingGarageForm.title',
    component: lazyComponent(() =>
      import('./after-repair/ParkingGaragePages.tsx').then((module) => ({
        default: module.ParkingGarageFormPage,
      })),
    ),
  },
  // KPTC Reception: QC technician assignment (SGRK001, MOI and reception variants), parking at reception
  // (SGRK005); MOI Reception: vehicle delivery (SGRJ003). Forms check the right of their mode themselves.
  {
    path: '/technicianDetailslistmoi',
    screen: 'SGRK001',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK001',
    component: lazyComponent(() => import('./technician/TechnicianListPage.tsx')),
  },
  {
    path: '/technicianDetailsmoi',
    screen: 'SGRK001',
    needs: 'any',
    inNavigation: false,
    titleKey: 'assignTechnician:technicianForm.title',
    component: lazyComponent(() => import('./technician/TechnicianFormPage.tsx')),
  },
  {
    path: '/parkingreceptionlist',
    screen: 'SGRK005',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRK005',
    component: lazyComponent(() => import('./parking/ParkingListPage.tsx')),
  },
  {
    path: '/parkingreception',
    screen: 'SGRK005',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:parkingForm.title',
    component: lazyComponent(() => import('./parking/ParkingFormPage.tsx')),
  },
  {
    path: '/vehicledeliverylist',
    screen: 'SGRJ003',
    needs: 'any',
    inNavigation: true,
    titleKey: 'nav:screens.SGRJ003',
    component: lazyComponent(() => import('./delivery/DeliveryListPage.tsx')),
  },
  {
    path: '/vehicledelivery',
    screen: 'SGRJ003',
    needs: 'adds',
    inNavigation: false,
    titleKey: 'assignTechnician:deliveryForm.title',
    component: lazyComponent(() => import('./delivery/DeliveryFormPage.tsx')),
  },
];

/** Spec routes whose job these pages do (issue 28; docs/architecture-notes.md). */
export const aliases: RouteAlias[] = [
  { path: '/assigntechnicianmoi', to: '/technicianDetailsmoi' },
  { path: '/assigntechnicianmoilist', to: '/technicianDetailslistmoi' },
  { path: '/technicianDetailsmoilist', to: '/technicianDetailslistmoi' },
  { path: '/parkinglist', to: '/parkinggaragelist' },
];
