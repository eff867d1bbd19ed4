/** Pages of parts/stores; web/src/app/pages.ts collects every module's. */
import { createElement, type ComponentType } from 'react';
import type { ModulePage } from '../../../app/module-page.ts';
import { formRoute, screenRoute, type PageLoader } from '../../../kit/routes.ts';
import { voucherTypes, type VoucherScreenType } from './voucher-types.ts';

type VoucherPage = ComponentType<{ type: VoucherScreenType }>;

const voucherList = () => import('./list/VoucherListPage.tsx').then((module) => module.VoucherListPage);
const voucherForm = () => import('./form/VoucherFormPage.tsx').then((module) => module.VoucherFormPage);

/** The one list (or form) page every voucher type shares, told the type of its route. */
const ofType =
  (load: () => Promise<VoucherPage>, type: VoucherScreenType): PageLoader =>
  () =>
    load().then((Page) => ({ default: () => createElement(Page, { type }) }));

/** Stores (SGRX001-005, 007-008) and the garage's consignment store (SGRG005): one list and one form per type. */
export const pages: ModulePage[] = Object.entries(voucherTypes).flatMap(
  ([type, { formPath, screen, key }]) => [
    screenRoute(`${formPath}list`, screen, ofType(voucherList, type as VoucherScreenType)),
    formRoute(formPath, screen, `stores:types.${key}.form`, ofType(voucherForm, type as VoucherScreenType)),
  ],
);
