/** `gatepassin-direct` (spec 000 section 2): the gate pass in form alone; saving returns to the list. */
import { GatePassInForm } from './GatePassInForm.tsx';

export function GatePassInDirectPage() {
  return <GatePassInForm afterSave="list" />;
}

export default GatePassInDirectPage;
