/**
 * Demo vehicle data: makes and models, colours, fuel types, dealers, and each project's fleet of
 * Kuwaiti-plated vehicles. The fleets come from a seeded pseudo-random generator, so every run
 * produces the same vehicles.
 */
import type {
  Dealer,
  FuelType,
  Vehicle,
  VehicleColor,
  VehicleMake,
  VehicleModel,
} from '@fleet/shared/platform/lookups';
import { companiesOf, departmentsOf } from './organisation.ts';

type MakeRow = [vehmakid: string, name: string, nameAr: string, models: [string, string][]];

// prettier-ignore
const makeTree: MakeRow[] = [
  ['INMS', 'General (all makes)', 'عام (جميع الماركات)', [['All models', 'جميع الموديلات']]],
  ['TOY', 'Toyota', 'تويوتا', [
    ['Land Cruiser', 'لاندكروزر'], ['Land Cruiser Prado', 'برادو'], ['Camry', 'كامري'], ['Corolla', 'كورولا'],
    ['Hilux', 'هايلكس'], ['Coaster', 'كوستر'], ['Hiace', 'هايس'],
  ]],
  ['NIS', 'Nissan', 'نيسان', [
    ['Patrol', 'باترول'], ['Sunny', 'صني'], ['Navara', 'نافارا'], ['Urvan', 'أورفان'], ['Altima', 'ألتيما'],
  ]],
  ['CHE', 'Chevrolet', 'شيفروليه', [['Tahoe', 'تاهو'], ['Caprice', 'كابريس'], ['Silverado', 'سلفرادو'], ['Malibu', 'ماليبو']]],
  ['FOR', 'Ford', 'فورد', [['Explorer', 'إكسبلورر'], ['F-150', 'إف-150'], ['Taurus', 'توروس'], ['Transit', 'ترانزيت']]],
  ['GMC', 'GMC', 'جي إم سي', [['Yukon', 'يوكن'], ['Sierra', 'سييرا'], ['Savana', 'سافانا']]],
  ['MIT', 'Mitsubishi', 'ميتسوبيشي', [['Pajero', 'باجيرو'], ['L200', 'إل 200'], ['Rosa', 'روزا']]],
  ['HYU', 'Hyundai', 'هيونداي', [['Sonata', 'سوناتا'], ['H-1', 'إتش-1'], ['County', 'كاونتي'], ['Tucson', 'توسان']]],
  ['KIA', 'Kia', 'كيا', [['Sportage', 'سبورتاج'], ['Cerato', 'سيراتو']]],
  ['LEX', 'Lexus', 'لكزس', [['LX 570', 'إل إكس 570']]],
  ['MER', 'Mercedes-Benz', 'مرسيدس بنز', [['Sprinter', 'سبرنتر'], ['Actros', 'أكتروس'], ['Citaro', 'سيتارو']]],
  ['VOL', 'Volvo', 'فولفو', [['B11R', 'بي 11 آر'], ['FH', 'إف إتش']]],
  ['ISU', 'Isuzu', 'إيسوزو', [['NPR', 'إن بي آر'], ['D-Max', 'دي ماكس']]],
  ['ASH', 'Ashok Leyland', 'أشوك ليلاند', [['Falcon', 'فالكون'], ['Lynx', 'لينكس']]],
  ['KNG', 'King Long', 'كينغ لونغ', [['XMQ6127', 'إكس إم كيو 6127'], ['XMQ6900', 'إكس إم كيو 6900']]],
];

/** Model id: make id plus a two-digit number (`TOY01`). */
const modelId = (vehmakid: string, index: number) => `${vehmakid}${String(index + 1).padStart(2, '0')}`;

export const vehicleMakes: VehicleMake[] = makeTree.map(([vehmakid, vehmaknam, vehmaknamar]) => ({
  makecode: vehmakid,
  vehmakid,
  vehmaknam,
  vehmaknamar,
}));

export const vehicleModels: VehicleModel[] = makeTree.flatMap(([vehmakid, , , models]) =>
  models.map(([vehmodnam, vehmodnamar], index) => ({
    vehmakid,
    vehmodid: modelId(vehmakid, index),
    vehmodnam,
    vehmodnamar,
  })),
);

export const vehicleColors: VehicleColor[] = (
  [
    ['WHT', 'White', 'أبيض'],
    ['BLK', 'Black', 'أسود'],
    ['SLV', 'Silver', 'فضي'],
    ['GRY', 'Grey', 'رمادي'],
    ['BLU', 'Blue', 'أزرق'],
    ['NVY', 'Navy blue', 'كحلي'],
    ['RED', 'Red', 'أحمر'],
    ['ORG', 'Orange', 'برتقالي'],
    ['BEI', 'Beige', 'بيج'],
    ['GRN', 'Green', 'أخضر'],
    ['BRN', 'Brown', 'بني'],
    ['GLD', 'Gold', 'ذهبي'],
  ] as const
).map(([colorcode, colornam, colornamar]) => ({ colorcode, colornam, colornamar }));

export const fuelTypeList: FuelType[] = [
  { fueltypeid: 'petrol', fueltypename: 'Petrol', fueltypenamear: 'بنزين' },
  { fueltypeid: 'diesel', fueltypename: 'Diesel', fueltypenamear: 'ديزل' },
];

export const dealers: Dealer[] = (
  [
    ['Gulf Toyota Motors', 'الخليج تويوتا للسيارات', 'TOY', '22456780'],
    ['Kuwait Nissan Centre', 'مركز نيسان الكويت', 'NIS', '22456781'],
    ['National Chevrolet and GMC', 'الوطنية شيفروليه وجي إم سي', 'CHE', '22456782'],
    ['Arabian Ford Motors', 'فورد العربية للسيارات', 'FOR', '22456783'],
    ['Capital Mitsubishi', 'ميتسوبيشي العاصمة', 'MIT', '22456784'],
    ['Hyundai Kuwait Motors', 'هيونداي الكويت للسيارات', 'HYU', '22456785'],
    ['Star Trucks and Buses', 'ستار للشاحنات والحافلات', 'MER', '22456786'],
    ['Kuwait Bus and Coach Trading', 'الكويت لتجارة الحافلات', 'ASH', '22456787'],
  ] as const
).map(([dealernam, dealernamar, vehmakid, mobile], index) => ({
  dealerid: `DL${String(index + 1).padStart(2, '0')}`,
  dealernam,
  dealernamar,
  vehmakid,
  mobile,
}));

/** mulberry32: a small deterministic generator, seeded per project. */
export function seededRandom(seedText: string): () => number {
  let state = [...seedText].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FleetModel {
  vehmakid: string;
  vehmodid: string;
  fuel: Vehicle['fueltypeid'];
  cylinders: number;
  colors: string[];
}

const fm = (
  vehmodid: string,
  fuel: Vehicle['fueltypeid'],
  cylinders: number,
  colors: string[],
): FleetModel => ({
  vehmakid: vehmodid.slice(0, -2),
  vehmodid,
  fuel,
  cylinders,
  colors,
});

/** Patrol cars and staff vehicles for MOI; buses and service vehicles for KPTC. */
const fleetModels: Record<string, FleetModel[]> = {
  MOI: [
    fm('CHE01', 'petrol', 8, ['WHT', 'NVY']),
    fm('CHE02', 'petrol', 8, ['WHT', 'NVY']),
    fm('NIS01', 'petrol', 8, ['WHT', 'NVY']),
    fm('TOY01', 'petrol', 8, ['WHT', 'BLK']),
    fm('FOR01', 'petrol', 6, ['WHT', 'BLU']),
    fm('GMC01', 'petrol', 8, ['BLK', 'WHT']),
    fm('TOY03', 'petrol', 4, ['WHT', 'SLV']),
    fm('NIS02', 'petrol', 4, ['WHT', 'SLV']),
    fm('MIT01', 'petrol', 6, ['WHT']),
    fm('TOY05', 'diesel', 4, ['WHT', 'BEI']),
    fm('LEX01', 'petrol', 8, ['BLK']),
  ],
  KPTC: [
    fm('ASH01', 'diesel', 6, ['RED', 'WHT']),
    fm('ASH02', 'diesel', 6, ['RED', 'WHT']),
    fm('KNG01', 'diesel', 6, ['WHT', 'ORG']),
    fm('KNG02', 'diesel', 6, ['WHT', 'ORG']),
    fm('MER03', 'diesel', 6, ['WHT', 'RED']),
    fm('VOL01', 'diesel', 6, ['WHT']),
    fm('TOY06', 'diesel', 4, ['WHT']),
    fm('HYU03', 'diesel', 4, ['WHT']),
    fm('MIT03', 'diesel', 4, ['WHT']),
    fm('TOY05', 'diesel', 4, ['WHT']),
    fm('NIS03', 'diesel', 4, ['WHT', 'SLV']),
    fm('ISU01', 'diesel', 4, ['WHT']),
    fm('FOR04', 'diesel', 4, ['WHT']),
  ],
};

/** World manufacturer prefixes of the chassis numbers. */
const wmi: Record<string, string> = {
  TOY: 'JTM',
  NIS: 'JN1',
  CHE: '1GN',
  FOR: '1FM',
  GMC: '1GK',
  MIT: 'JMY',
  HYU: 'KMH',
  KIA: 'KNA',
  LEX: 'JTJ',
  MER: 'WDB',
  VOL: 'YV3',
  ISU: 'JAA',
  ASH: 'MB1',
  KNG: 'LA6',
};

const vinCharacters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export const fleetSize = 30;

/** Vehicles every demo and test can rely on, first in each fleet. */
export const knownVehicles: Record<string, string> = { MOI: '12/34567', KPTC: '21/10001' };

/** A seeded job order header's vehicle, customer and garage fields (no company name). */
export const seededHeaderOf = (vehicle: Vehicle, garage: { garageid: string; garagnam: string }) => ({
  vehicleno: vehicle.vehicleno,
  vehmakid: vehicle.vehmakid,
  vehmaknam: vehicleMakes.find((make) => make.vehmakid === vehicle.vehmakid)?.vehmaknam ?? '',
  compcode: vehicle.compcode,
  companynm: '',
  custname: vehicle.ownernam,
  garage: garage.garageid,
  garagnam: garage.garagnam,
});

/** A project's fleet: plates like `12/34567`, years 2010-2025, mostly active. */
export function fleetOf(project: string): Vehicle[] {
  const models = fleetModels[project] ?? fleetModels['KPTC']!;
  const companies = companiesOf(project);
  const departments = departmentsOf(project);
  const random = seededRandom(`fleet:${project}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const plate = () => `${10 + Math.floor(random() * 89)}/${1 + Math.floor(random() * 9)}${digits(4)}`;
  const plates = new Set<string>();
  const vehicles: Vehicle[] = [];
  for (let index = 0; index < fleetSize; index += 1) {
    let vehicleno = (index === 0 && knownVehicles[project]) || plate();
    while (plates.has(vehicleno)) vehicleno = plate();
    plates.add(vehicleno);
    const model = index === 0 ? models[0]! : pick(models);
    const roll = random();
    const company = index === 0 ? companies[0]! : pick(companies);
    vehicles.push({
      vehicleno,
      vehmakid: model.vehmakid,
      vehmodid: model.vehmodid,
      yearvalue: 2010 + Math.floor(random() * 16),
      colorcode: pick(model.colors),
      fueltypeid: model.fuel,
      chasisno: `${wmi[model.vehmakid] ?? 'XXX'}${Array.from({ length: 14 }, () => pick([...vinCharacters])).join('')}`,
      cylinders: model.cylinders,
      policeno: `${project}-${String(1001 + index * 7)}`,
      compcode: company.compcode,
      deptcode: pick(departments).deptcode,
      ownernam: company.companynm,
      kilometer: 1000 * (5 + Math.floor(random() * 295)),
      status: index === 0 || roll < 0.8 ? 'active' : roll < 0.92 ? 'maintenance' : 'inactive',
      version: 1,
    });
  }
  return vehicles;
}
