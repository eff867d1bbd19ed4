/**
 * The header a test job order is created with through the status engine (`writeJobOrder({ create })`),
 * as the reception modules write it: the vehicle's plate, make and company, a garage, the kind.
 */
import { kuwaitClock } from '@fleet/functions/lib/clock';
import type { JobOrderKind } from '@fleet/shared/job-orders';

const garageNames: Record<string, string> = {
  G01: 'Shuwaikh Main Garage',
  G02: 'Sabhan Branch Garage',
};

/** A test vehicle (`newTestVehicle`) or just a plate: the demo make and company stand in for the rest. */
export interface TestJobOrderVehicle {
  vehicleno: string;
  vehmakid?: string;
  compcode?: string;
  ownernam?: string;
}

export function testJobOrderHeader(
  jobordno: string,
  kind: JobOrderKind,
  vehicle: TestJobOrderVehicle,
  garage = 'G01',
) {
  return {
    jobordno,
    joborddat: kuwaitClock(new Date()).date,
    vehicleno: vehicle.vehicleno,
    vehmakid: vehicle.vehmakid ?? 'CHE',
    vehmaknam: 'Chevrolet',
    compcode: vehicle.compcode ?? 'C01',
    companynm: 'Ministry of Interior',
    custname: vehicle.ownernam ?? 'Ministry of Interior',
    garage,
    garagnam: garageNames[garage] ?? 'Main Garage',
    kind,
  };
}
