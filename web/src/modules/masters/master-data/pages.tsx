/** The master data pages of each type, declared as routes in ./pages.ts. */
import { MasterFormPage, MasterListPage } from './MasterPages.tsx';
import {
  accessoryDefinition,
  colorDefinition,
  employeeDefinition,
  mainRepairDefinition,
  makeDefinition,
  modelDefinition,
  serviceDefinition,
  stickerMakeDefinition,
  supplierDefinition,
} from './definitions.ts';

export const MakeListPage = () => <MasterListPage definition={makeDefinition} />;
export const MakeFormPage = () => <MasterFormPage definition={makeDefinition} />;
export const ModelListPage = () => <MasterListPage definition={modelDefinition} />;
export const ModelFormPage = () => <MasterFormPage definition={modelDefinition} />;
export const SupplierListPage = () => <MasterListPage definition={supplierDefinition} />;
export const SupplierFormPage = () => <MasterFormPage definition={supplierDefinition} />;
export const ColorListPage = () => <MasterListPage definition={colorDefinition} />;
export const ColorFormPage = () => <MasterFormPage definition={colorDefinition} />;
export const AccessoryListPage = () => <MasterListPage definition={accessoryDefinition} />;
export const AccessoryFormPage = () => <MasterFormPage definition={accessoryDefinition} />;
export const ServiceListPage = () => <MasterListPage definition={serviceDefinition} />;
export const ServiceFormPage = () => <MasterFormPage definition={serviceDefinition} />;
export const MainRepairListPage = () => <MasterListPage definition={mainRepairDefinition} />;
export const MainRepairFormPage = () => <MasterFormPage definition={mainRepairDefinition} />;
export const EmployeeListPage = () => <MasterListPage definition={employeeDefinition} />;
export const EmployeeFormPage = () => <MasterFormPage definition={employeeDefinition} />;
export const StickerMakeListPage = () => <MasterListPage definition={stickerMakeDefinition} />;
export const StickerMakeFormPage = () => <MasterFormPage definition={stickerMakeDefinition} />;
