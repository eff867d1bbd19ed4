/** The master data pages of each type, declared as routes in ./pages.ts. */
import { MasterFormPage, MasterListPage } from './MasterPages.tsx';
import * as masters from './definitions.ts';
import type { MasterDefinition } from './types.ts';

/** A master's list and form. */
const pagesOf = (definition: MasterDefinition) =>
  [
    () => <MasterListPage definition={definition} />,
    () => <MasterFormPage definition={definition} />,
  ] as const;

export const [MakeListPage, MakeFormPage] = pagesOf(masters.makeDefinition);
export const [ModelListPage, ModelFormPage] = pagesOf(masters.modelDefinition);
export const [SupplierListPage, SupplierFormPage] = pagesOf(masters.supplierDefinition);
export const [ColorListPage, ColorFormPage] = pagesOf(masters.colorDefinition);
export const [AccessoryListPage, AccessoryFormPage] = pagesOf(masters.accessoryDefinition);
export const [ServiceListPage, ServiceFormPage] = pagesOf(masters.serviceDefinition);
export const [MainRepairListPage, MainRepairFormPage] = pagesOf(masters.mainRepairDefinition);
export const [EmployeeListPage, EmployeeFormPage] = pagesOf(masters.employeeDefinition);
export const [StickerMakeListPage, StickerMakeFormPage] = pagesOf(masters.stickerMakeDefinition);
