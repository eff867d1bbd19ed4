/**
 * Demo reference data of the workshop side: garages, workshops with their main and sub repairs,
 * the periodic service schedule, the vehicle checklist, accessories, accident types, police
 * stations and winches. Identical in every project (the garages serve both tenants).
 */
import type {
  AccidentType,
  Accessory,
  Garage,
  MainRepair,
  PoliceStation,
  ServiceSchedule,
  SubRepair,
  VehicleCheck,
  Winch,
  Workshop,
} from '@fleet/shared/platform/lookups';

export const garages: Garage[] = (
  [
    ['G01', 'Shuwaikh Main Garage', 'كراج الشويخ الرئيسي', 'main', 'Shuwaikh Industrial Area, Block 1'],
    ['G02', 'Sabhan Branch Garage', 'كراج صبحان', 'branch', 'Sabhan Industrial Area, Block 8'],
    ['G03', 'Jahra Branch Garage', 'كراج الجهراء', 'branch', 'Jahra Industrial Area'],
    ['G04', 'Ahmadi Branch Garage', 'كراج الأحمدي', 'branch', 'Ahmadi, Block 10'],
    [
      'G05',
      'Farwaniya Quick Service Workshop',
      'ورشة الفروانية للخدمة السريعة',
      'workshop',
      'Farwaniya, Block 2',
    ],
    ['G06', 'Amghara Body Shop', 'ورشة أمغرة للسمكرة والصبغ', 'workshop', 'Amghara Industrial Area'],
  ] as const
).map(([garageid, garagnam, garagnamar, type, location]) => ({
  garageid,
  garagnam,
  garagnamar,
  type,
  location,
  status: 'active',
  // The demo garage whose inspections wait for the workshop manager's approval (issue 28).
  ...(garageid === 'G02' ? { inspmgrapr: 'Y' as const } : {}),
}));

/** Garages that keep a store (stock is held per garage store). */
export const storeGarageIds = ['G01', 'G02'];

type SubRepairRow = [
  subrepid: string,
  name: string,
  nameAr: string,
  hours: number,
  cost: number,
  std: number,
];
type MainRepairRow = [mainrepid: string, name: string, nameAr: string, subRepairs: SubRepairRow[]];
type WorkshopRow = [
  wrkshpid: string,
  name: string,
  nameAr: string,
  type: Workshop['type'],
  mains: MainRepairRow[],
];

/** Workshops, their main repairs and sub repairs (labour hours, labour cost and standard amount in KWD). */
// prettier-ignore
const workshopTree: WorkshopRow[] = [
  ['WS01', 'Mechanical Workshop', 'الورشة الميكانيكية', 'main', [
    ['MR0101', 'Engine', 'المحرك', [
      ['SR010101', 'Engine overhaul', 'عمرة المحرك', 24, 180, 650],
      ['SR010102', 'Cylinder head gasket replacement', 'تغيير جوان رأس المحرك', 8, 60, 95],
      ['SR010103', 'Timing belt replacement', 'تغيير سير التوقيت', 3, 22.5, 45],
      ['SR010104', 'Engine mounting replacement', 'تغيير كراسي المحرك', 2, 15, 40],
    ]],
    ['MR0102', 'Brakes', 'الفرامل', [
      ['SR010201', 'Front brake pads replacement', 'تغيير فحمات الفرامل الأمامية', 1, 7.5, 22],
      ['SR010202', 'Rear brake shoes replacement', 'تغيير فحمات الفرامل الخلفية', 1.5, 11.25, 25],
      ['SR010203', 'Brake disc skimming', 'خرط أقراص الفرامل', 1, 8, 8],
      ['SR010204', 'Brake fluid flush', 'تغيير زيت الفرامل', 0.5, 3.75, 7],
    ]],
    ['MR0103', 'Suspension and steering', 'نظام التعليق والتوجيه', [
      ['SR010301', 'Front shock absorbers replacement', 'تغيير المساعدات الأمامية', 2, 15, 60],
      ['SR010302', 'Wheel alignment', 'ضبط الزوايا', 1, 8, 8],
      ['SR010303', 'Steering rack repair', 'إصلاح علبة الدركسون', 4, 30, 120],
      ['SR010304', 'Ball joint replacement', 'تغيير المفصل الكروي', 1.5, 11.25, 30],
    ]],
    ['MR0104', 'Cooling system', 'نظام التبريد', [
      ['SR010401', 'Radiator replacement', 'تغيير الرديتر', 2, 15, 80],
      ['SR010402', 'Water pump replacement', 'تغيير مضخة الماء', 2.5, 18.75, 55],
      ['SR010403', 'Coolant flush', 'تغيير ماء الرديتر', 0.5, 3.75, 12],
    ]],
  ]],
  ['WS02', 'Electrical Workshop', 'ورشة الكهرباء', 'main', [
    ['MR0201', 'Starting and charging', 'التشغيل والشحن', [
      ['SR020101', 'Battery replacement', 'تغيير البطارية', 0.5, 3.75, 32],
      ['SR020102', 'Alternator replacement', 'تغيير الدينامو', 1.5, 11.25, 95],
      ['SR020103', 'Starter motor replacement', 'تغيير السلف', 1.5, 11.25, 85],
    ]],
    ['MR0202', 'Lighting', 'الإنارة', [
      ['SR020201', 'Headlamp replacement', 'تغيير المصباح الأمامي', 1, 7.5, 45],
      ['SR020202', 'Bulb replacement', 'تغيير اللمبات', 0.25, 2, 4],
      ['SR020203', 'Emergency light bar repair', 'إصلاح الإنارة التحذيرية', 2, 15, 60],
    ]],
    ['MR0203', 'Diagnostics and wiring', 'الفحص الإلكتروني والأسلاك', [
      ['SR020301', 'Computer diagnosis', 'فحص كمبيوتر', 0.5, 5, 5],
      ['SR020302', 'Wiring harness repair', 'إصلاح الأسلاك', 3, 22.5, 40],
      ['SR020303', 'Siren and radio installation', 'تركيب السارينة والجهاز اللاسلكي', 2, 15, 15],
    ]],
  ]],
  ['WS03', 'Body and Paint Workshop', 'ورشة السمكرة والصبغ', 'main', [
    ['MR0301', 'Body repair', 'السمكرة', [
      ['SR030101', 'Front bumper repair', 'إصلاح الصدام الأمامي', 3, 22.5, 35],
      ['SR030102', 'Door panel repair', 'إصلاح الباب', 4, 30, 45],
      ['SR030103', 'Windscreen replacement', 'تغيير الزجاج الأمامي', 1.5, 11.25, 75],
    ]],
    ['MR0302', 'Paint', 'الصبغ', [
      ['SR030201', 'Full body paint', 'صبغ كامل', 40, 300, 450],
      ['SR030202', 'Panel paint', 'صبغ قطعة', 4, 30, 45],
      ['SR030203', 'Polishing', 'تلميع', 2, 12, 15],
    ]],
  ]],
  ['WS04', 'Air Conditioning Workshop', 'ورشة التكييف', 'main', [
    ['MR0401', 'Air conditioning', 'التكييف', [
      ['SR040101', 'AC gas recharge', 'تعبئة غاز التكييف', 1, 7.5, 15],
      ['SR040102', 'AC compressor replacement', 'تغيير كمبروسر التكييف', 3, 22.5, 170],
      ['SR040103', 'Cabin air filter replacement', 'تغيير فلتر المكيف', 0.25, 2, 6],
      ['SR040104', 'Condenser replacement', 'تغيير مكثف التكييف', 2, 15, 70],
    ]],
  ]],
  ['WS05', 'Tyres and Batteries', 'الإطارات والبطاريات', 'quick', [
    ['MR0501', 'Tyres', 'الإطارات', [
      ['SR050101', 'Tyre replacement (per tyre)', 'تغيير إطار', 0.25, 2, 40],
      ['SR050102', 'Tyre rotation and balancing', 'تدوير وترصيص الإطارات', 0.75, 6, 6],
      ['SR050103', 'Puncture repair', 'إصلاح بنشر', 0.25, 1.5, 1.5],
    ]],
    ['MR0502', 'Batteries', 'البطاريات', [
      ['SR050201', 'Battery test', 'فحص البطارية', 0.25, 1, 1],
      ['SR050202', 'Battery quick replacement', 'تغيير البطارية السريع', 0.25, 2, 30],
    ]],
  ]],
  ['WS06', 'Oil and Lubrication', 'الزيوت والتشحيم', 'quick', [
    ['MR0601', 'Oil service', 'خدمة الزيت', [
      ['SR060101', 'Engine oil and filter change', 'تغيير زيت المحرك والفلتر', 0.5, 3.5, 16],
      ['SR060102', 'Gear oil change', 'تغيير زيت القير', 1, 7.5, 28],
      ['SR060103', 'Greasing', 'تشحيم', 0.5, 3, 4],
    ]],
    ['MR0602', 'Filters', 'الفلاتر', [
      ['SR060201', 'Air filter replacement', 'تغيير فلتر الهواء', 0.25, 1.5, 6.5],
      ['SR060202', 'Fuel filter replacement', 'تغيير فلتر الوقود', 0.5, 3.75, 10],
    ]],
  ]],
  ['WS07', 'Periodic Service', 'الصيانة الدورية', 'sticker', [
    ['MR0701', 'Periodic service', 'الصيانة الدورية', [
      ['SR070101', '5,000 km service', 'صيانة 5,000 كم', 1, 7.5, 22],
      ['SR070102', '10,000 km service', 'صيانة 10,000 كم', 1.5, 11.25, 35],
      ['SR070103', '20,000 km service', 'صيانة 20,000 كم', 2.5, 18.75, 60],
      ['SR070104', '40,000 km major service', 'صيانة 40,000 كم الرئيسية', 4, 30, 110],
      ['SR070105', '100,000 km service (timing belt and plugs)', 'صيانة 100,000 كم (سير التوقيت والبواجي)', 6, 45, 160],
    ]],
    ['MR0702', 'Service sticker', 'ملصق الصيانة', [
      ['SR070201', 'Service sticker issue', 'إصدار ملصق الصيانة', 0.1, 0.5, 0.5],
    ]],
  ]],
  ['WS08', 'Transmission Workshop', 'ورشة ناقل الحركة', 'main', [
    ['MR0801', 'Automatic transmission', 'ناقل الحركة الأوتوماتيكي', [
      ['SR080101', 'Transmission overhaul', 'عمرة القير', 16, 120, 480],
      ['SR080102', 'Transmission fluid change', 'تغيير زيت القير الأوتوماتيك', 1, 7.5, 30],
      ['SR080103', 'Torque converter replacement', 'تغيير محول العزم', 6, 45, 220],
    ]],
    ['MR0802', 'Clutch and driveline', 'الكلتش وعمود الإدارة', [
      ['SR080201', 'Clutch kit replacement', 'تغيير طقم الكلتش', 5, 37.5, 120],
      ['SR080202', 'Propeller shaft repair', 'إصلاح عمود الكردان', 3, 22.5, 60],
    ]],
  ]],
];

export const workshops: Workshop[] = workshopTree.map(([wrkshpid, wrkshpnam, wrkshpnamar, type]) => ({
  wrkshpid,
  wrkshpnam,
  wrkshpnamar,
  type,
}));

export const mainRepairs: MainRepair[] = workshopTree.flatMap(([wrkshpid, , , , mains]) =>
  mains.map(([mainrepid, mainrepnam, mainrepnamar]) => ({ wrkshpid, mainrepid, mainrepnam, mainrepnamar })),
);

export const subRepairs: SubRepair[] = workshopTree.flatMap(([wrkshpid, , , , mains]) =>
  mains.flatMap(([mainrepid, , , subs]) =>
    subs.map(([subrepid, subrepnam, subrepnamar, laborhors, laborcost, stdamount]) => ({
      wrkshpid,
      mainrepid,
      subrepid,
      subrepnam,
      subrepnamar,
      laborhors,
      laborcost,
      stdamount,
      version: 1,
    })),
  ),
);

const byId = new Map(subRepairs.map((sub) => [sub.subrepid, sub]));

/** A schedule entry for a sub repair: its workshop and main repair come from the repair tree. */
function due(vehiclmak: string, yearfrom: number, kilometer: number, subrepid: string): ServiceSchedule {
  const sub = byId.get(subrepid);
  if (!sub) throw new Error(`Unknown sub repair ${subrepid} in the service schedule`);
  return { vehiclmak, yearfrom, kilometer, wrkshpid: sub.wrkshpid, mainrepid: sub.mainrepid, subrepid };
}

/** Periodic service: INMS (every make) plus make-specific overrides. */
export const serviceSchedule: ServiceSchedule[] = [
  due('INMS', 1990, 5000, 'SR060101'),
  due('INMS', 1990, 5000, 'SR070101'),
  due('INMS', 1990, 5000, 'SR070201'),
  due('INMS', 1990, 10000, 'SR060201'),
  due('INMS', 1990, 10000, 'SR050102'),
  due('INMS', 1990, 10000, 'SR070102'),
  due('INMS', 1990, 20000, 'SR040103'),
  due('INMS', 1990, 20000, 'SR060202'),
  due('INMS', 1990, 20000, 'SR070103'),
  due('INMS', 1990, 40000, 'SR010204'),
  due('INMS', 1990, 40000, 'SR010403'),
  due('INMS', 1990, 40000, 'SR080102'),
  due('INMS', 1990, 40000, 'SR070104'),
  due('INMS', 1990, 100000, 'SR010103'),
  due('INMS', 1990, 100000, 'SR070105'),
  // Newer Toyotas and Lexus run synthetic oil: every 10,000 km.
  due('TOY', 2018, 10000, 'SR060101'),
  due('LEX', 2018, 10000, 'SR060101'),
  // Police Tahoes and Caprices tow heavy loads: transmission fluid every 30,000 km.
  due('CHE', 2010, 30000, 'SR080102'),
  // Diesel buses: oil and fuel filter every 10,000 km.
  due('ASH', 2005, 10000, 'SR060101'),
  due('ASH', 2005, 10000, 'SR060202'),
  due('KNG', 2005, 10000, 'SR060101'),
  due('KNG', 2005, 10000, 'SR060202'),
];

type CheckGroup = [checkheader: string, name: string, nameAr: string, items: [string, string][]];

// prettier-ignore
const checkGroups: CheckGroup[] = [
  ['EXT', 'Exterior', 'الهيكل الخارجي', [
    ['Body dents and scratches', 'الصدمات والخدوش'],
    ['Windscreen and windows', 'الزجاج الأمامي والنوافذ'],
    ['Mirrors', 'المرايا'],
    ['Bumpers', 'الصدامات'],
    ['Paint condition', 'حالة الصبغ'],
  ]],
  ['INT', 'Interior', 'المقصورة الداخلية', [
    ['Seats and upholstery', 'المقاعد والتنجيد'],
    ['Dashboard warning lights', 'لمبات التحذير في الطبلون'],
    ['Air conditioning', 'التكييف'],
    ['Seat belts', 'أحزمة الأمان'],
    ['Horn', 'البوق'],
  ]],
  ['ENG', 'Engine bay', 'حجرة المحرك', [
    ['Engine oil level', 'مستوى زيت المحرك'],
    ['Coolant level', 'مستوى ماء الرديتر'],
    ['Brake fluid level', 'مستوى زيت الفرامل'],
    ['Battery condition', 'حالة البطارية'],
    ['Belts and hoses', 'السيور والخراطيم'],
    ['Oil and fluid leaks', 'تسريب الزيوت والسوائل'],
  ]],
  ['TYR', 'Tyres and wheels', 'الإطارات والعجلات', [
    ['Front tyres', 'الإطارات الأمامية'],
    ['Rear tyres', 'الإطارات الخلفية'],
    ['Spare tyre', 'الإطار الاحتياطي'],
    ['Wheel nuts', 'صواميل العجلات'],
  ]],
  ['ELE', 'Lights and electrical', 'الإنارة والكهرباء', [
    ['Headlights', 'المصابيح الأمامية'],
    ['Tail and brake lights', 'المصابيح الخلفية وإنارة الفرامل'],
    ['Indicators', 'الإشارات'],
    ['Emergency lights and siren', 'الإنارة التحذيرية والسارينة'],
  ]],
  ['DOC', 'Documents and tools', 'المستندات والعدة', [
    ['Registration book', 'دفتر المركبة'],
    ['Fuel level', 'مستوى الوقود'],
    ['Jack and wheel spanner', 'الرافعة ومفتاح العجلات'],
    ['Fire extinguisher', 'طفاية الحريق'],
  ]],
];

export const vehicleChecks: VehicleCheck[] = checkGroups.flatMap(
  ([checkheader, checkheadernam, checkheadernamar, items]) =>
    items.map(([checknam, checknamar], index) => ({
      checkheader,
      checkheadernam,
      checkheadernamar,
      checkid: `${checkheader}${String(index + 1).padStart(2, '0')}`,
      checknam,
      checknamar,
    })),
);

export const accessories: Accessory[] = (
  [
    ['Spare tyre', 'الإطار الاحتياطي'],
    ['Jack', 'الرافعة (الجك)'],
    ['Wheel spanner', 'مفتاح العجلات'],
    ['Fire extinguisher', 'طفاية حريق'],
    ['First aid kit', 'حقيبة إسعافات أولية'],
    ['Warning triangle', 'مثلث التحذير'],
    ['Floor mats', 'دعاسات'],
    ['Registration book', 'دفتر المركبة'],
    ['Vehicle keys', 'مفاتيح المركبة'],
    ['Remote key', 'ريموت المفتاح'],
    ['Radio and infotainment unit', 'المسجل والشاشة'],
    ['Emergency light bar', 'الإنارة التحذيرية'],
    ['Siren', 'السارينة'],
    ['Wireless radio set', 'جهاز اللاسلكي'],
    ['GPS tracker', 'جهاز التتبع'],
    ['Dash camera', 'الكاميرا الأمامية'],
  ] as const
).map(([accessorynam, accessorynamar], index) => ({
  accessoryid: `ACC${String(index + 1).padStart(3, '0')}`,
  accessorynam,
  accessorynamar,
  status: 'active',
  version: 1,
}));

export const accidentTypes: AccidentType[] = (
  [
    ['Front collision', 'تصادم أمامي'],
    ['Rear collision', 'تصادم خلفي'],
    ['Side impact', 'صدمة جانبية'],
    ['Rollover', 'انقلاب'],
    ['Glass damage', 'تلف الزجاج'],
    ['Fire damage', 'أضرار حريق'],
    ['Flood damage', 'أضرار غرق'],
    ['Hit and run', 'صدم وهروب'],
    ['Scratches and minor dents', 'خدوش وصدمات بسيطة'],
  ] as const
).map(([accdtypnam, accdtypnamar], index) => ({
  accdtypid: `AT${String(index + 1).padStart(2, '0')}`,
  accdtypnam,
  accdtypnamar,
}));

export const policeStations: PoliceStation[] = (
  [
    ['Shuwaikh Police Station', 'مخفر الشويخ', 'Capital'],
    ['Qibla Police Station', 'مخفر القبلة', 'Capital'],
    ['Salmiya Police Station', 'مخفر السالمية', 'Hawalli'],
    ['Hawalli Police Station', 'مخفر حولي', 'Hawalli'],
    ['Farwaniya Police Station', 'مخفر الفروانية', 'Farwaniya'],
    ['Khaitan Police Station', 'مخفر خيطان', 'Farwaniya'],
    ['Jahra Police Station', 'مخفر الجهراء', 'Jahra'],
    ['Ahmadi Police Station', 'مخفر الأحمدي', 'Ahmadi'],
    ['Fahaheel Police Station', 'مخفر الفحيحيل', 'Ahmadi'],
    ['Sabah Al-Salem Police Station', 'مخفر صباح السالم', 'Mubarak Al-Kabeer'],
  ] as const
).map(([policenam, policenamar, governorate], index) => ({
  policeid: `PS${String(index + 1).padStart(2, '0')}`,
  policenam,
  policenamar,
  governorate,
}));

export const winches: Winch[] = (
  [
    ['Heavy Recovery Winch 1', 'ونش سحب ثقيل 1', '14/20451', 'Ramesh Pillai', '65012344', 'G01'],
    ['Heavy Recovery Winch 2', 'ونش سحب ثقيل 2', '14/20452', 'Abdulrahman Al-Fares', '65012345', 'G03'],
    ['Flatbed Winch 1', 'ونش مسطح 1', '14/31877', 'Ramesh Pillai', '65012344', 'G01'],
    ['Flatbed Winch 2', 'ونش مسطح 2', '14/31878', 'Abdulrahman Al-Fares', '65012345', 'G02'],
    ['Bus Recovery Winch', 'ونش سحب الحافلات', '14/40990', 'Ramesh Pillai', '65012344', 'G04'],
  ] as const
).map(([winchnam, winchnamar, vehicleno, drivernam, mobile, garageid], index) => ({
  winchid: `WN${String(index + 1).padStart(2, '0')}`,
  winchnam,
  winchnamar,
  vehicleno,
  drivernam,
  mobile,
  garageid,
  status: index === 4 ? 'inactive' : 'active',
}));
