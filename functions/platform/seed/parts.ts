/**
 * Demo stores data: the item master (spare parts with prices in KWD), suppliers' tender prices
 * (some items only on tender) and the stock held in the garage stores.
 */
import type { SparePart, TenderPrice } from '@fleet/shared/platform/lookups';
import { roundKwd } from '@fleet/shared/engines/amounts';
import type { Store } from '@fleet/shared/parts/stock';
import { garages, storeGarageIds } from './workshop.ts';
import { fieldsOf } from '#lib/attributes';

type PartRow = [
  sparepart: string,
  name: string,
  nameAr: string,
  price: number,
  uom: string,
  cat: string,
  make: string,
];

// prettier-ignore
const partRows: PartRow[] = [
  ['FLT-1001', 'Oil filter (Toyota)', 'فلتر زيت تويوتا', 2.5, 'PCS', 'FILTERS', 'TOY'],
  ['FLT-1002', 'Oil filter (Nissan)', 'فلتر زيت نيسان', 2.25, 'PCS', 'FILTERS', 'NIS'],
  ['FLT-1003', 'Oil filter (Chevrolet and GMC)', 'فلتر زيت شيفروليه وجي إم سي', 2.75, 'PCS', 'FILTERS', 'CHE'],
  ['FLT-1004', 'Oil filter heavy duty (bus)', 'فلتر زيت للحافلات', 6.5, 'PCS', 'FILTERS', 'ASH'],
  ['FLT-1010', 'Air filter (Land Cruiser)', 'فلتر هواء لاندكروزر', 6.75, 'PCS', 'FILTERS', 'TOY'],
  ['FLT-1011', 'Air filter (Patrol)', 'فلتر هواء باترول', 6.25, 'PCS', 'FILTERS', 'NIS'],
  ['FLT-1012', 'Air filter (Tahoe)', 'فلتر هواء تاهو', 7, 'PCS', 'FILTERS', 'CHE'],
  ['FLT-1020', 'Cabin air filter', 'فلتر مكيف المقصورة', 3.5, 'PCS', 'FILTERS', 'INMS'],
  ['FLT-1030', 'Fuel filter (diesel)', 'فلتر ديزل', 5.25, 'PCS', 'FILTERS', 'INMS'],
  ['BRK-2001', 'Front brake pads set (Land Cruiser)', 'فحمات فرامل أمامية لاندكروزر', 18.5, 'SET', 'BRAKES', 'TOY'],
  ['BRK-2002', 'Front brake pads set (Patrol)', 'فحمات فرامل أمامية باترول', 17.75, 'SET', 'BRAKES', 'NIS'],
  ['BRK-2003', 'Front brake pads set (Tahoe and Caprice)', 'فحمات فرامل أمامية تاهو وكابريس', 16.5, 'SET', 'BRAKES', 'CHE'],
  ['BRK-2004', 'Rear brake shoes set', 'فحمات فرامل خلفية', 12, 'SET', 'BRAKES', 'INMS'],
  ['BRK-2010', 'Front brake disc (Land Cruiser)', 'قرص فرامل أمامي لاندكروزر', 24, 'PCS', 'BRAKES', 'TOY'],
  ['BRK-2011', 'Brake fluid DOT 4', 'زيت فرامل DOT 4', 2.25, 'LTR', 'BRAKES', 'INMS'],
  ['TYR-3001', 'Tyre 265/65 R17', 'إطار 265/65 R17', 38, 'PCS', 'TYRES', 'INMS'],
  ['TYR-3002', 'Tyre 275/60 R20', 'إطار 275/60 R20', 52, 'PCS', 'TYRES', 'INMS'],
  ['TYR-3003', 'Tyre 215/55 R17', 'إطار 215/55 R17', 27.5, 'PCS', 'TYRES', 'INMS'],
  ['TYR-3004', 'Bus tyre 295/80 R22.5', 'إطار حافلة 295/80 R22.5', 115, 'PCS', 'TYRES', 'INMS'],
  ['TYR-3005', 'Tyre valve set', 'طقم صمامات الإطار', 0.75, 'SET', 'TYRES', 'INMS'],
  ['OIL-4001', 'Engine oil 5W-30 synthetic (4 L)', 'زيت محرك 5W-30 صناعي (4 لتر)', 9.25, 'CAN', 'OILS', 'INMS'],
  ['OIL-4002', 'Engine oil 10W-40 (4 L)', 'زيت محرك 10W-40 (4 لتر)', 7.5, 'CAN', 'OILS', 'INMS'],
  ['OIL-4003', 'Diesel engine oil 15W-40 (208 L)', 'زيت محرك ديزل 15W-40 (برميل 208 لتر)', 245, 'DRUM', 'OILS', 'INMS'],
  ['OIL-4004', 'Automatic transmission fluid ATF', 'زيت ناقل الحركة الأوتوماتيكي', 1.95, 'LTR', 'OILS', 'INMS'],
  ['OIL-4005', 'Gear oil 75W-90', 'زيت تروس 75W-90', 2.4, 'LTR', 'OILS', 'INMS'],
  ['OIL-4006', 'Coolant concentrate (4 L)', 'سائل تبريد مركز (4 لتر)', 4.5, 'CAN', 'OILS', 'INMS'],
  ['OIL-4007', 'Multipurpose grease (0.5 kg)', 'شحم متعدد الاستخدامات (0.5 كغ)', 1.25, 'PCS', 'OILS', 'INMS'],
  ['BAT-5001', 'Battery 12 V 70 Ah', 'بطارية 12 فولت 70 أمبير', 28, 'PCS', 'BATTERIES', 'INMS'],
  ['BAT-5002', 'Battery 12 V 100 Ah', 'بطارية 12 فولت 100 أمبير', 39.5, 'PCS', 'BATTERIES', 'INMS'],
  ['BAT-5003', 'Battery 12 V 200 Ah (bus)', 'بطارية 12 فولت 200 أمبير للحافلات', 78, 'PCS', 'BATTERIES', 'INMS'],
  ['ELE-5101', 'Alternator (Land Cruiser)', 'دينامو لاندكروزر', 85, 'PCS', 'ELECTRICAL', 'TOY'],
  ['ELE-5102', 'Starter motor (Patrol)', 'سلف باترول', 72, 'PCS', 'ELECTRICAL', 'NIS'],
  ['ELE-5103', 'Headlamp bulb H4', 'لمبة مصباح أمامي H4', 1.25, 'PCS', 'ELECTRICAL', 'INMS'],
  ['ELE-5104', 'Headlamp assembly (Tahoe)', 'مصباح أمامي كامل تاهو', 65, 'PCS', 'ELECTRICAL', 'CHE'],
  ['ELE-5105', 'Spark plug (iridium)', 'بوجي إيريديوم', 3.25, 'PCS', 'ELECTRICAL', 'INMS'],
  ['ELE-5106', 'LED emergency light bar', 'إنارة تحذيرية LED', 145, 'PCS', 'ELECTRICAL', 'INMS'],
  ['ENG-6001', 'Timing belt kit', 'طقم سير التوقيت', 32, 'SET', 'ENGINE', 'INMS'],
  ['ENG-6002', 'Water pump (Land Cruiser)', 'مضخة ماء لاندكروزر', 38, 'PCS', 'ENGINE', 'TOY'],
  ['ENG-6003', 'Cylinder head gasket', 'جوان رأس المحرك', 14.5, 'PCS', 'ENGINE', 'INMS'],
  ['ENG-6004', 'Engine mounting', 'كرسي المحرك', 19, 'PCS', 'ENGINE', 'INMS'],
  ['ENG-6005', 'Serpentine drive belt', 'سير المحرك', 6.5, 'PCS', 'ENGINE', 'INMS'],
  ['COL-7001', 'Radiator (Tahoe)', 'رديتر تاهو', 68, 'PCS', 'COOLING', 'CHE'],
  ['COL-7002', 'Radiator hose set', 'طقم خراطيم الرديتر', 9.75, 'SET', 'COOLING', 'INMS'],
  ['ACS-7101', 'AC compressor (Land Cruiser)', 'كمبروسر مكيف لاندكروزر', 145, 'PCS', 'AC', 'TOY'],
  ['ACS-7102', 'AC condenser', 'مكثف مكيف', 55, 'PCS', 'AC', 'INMS'],
  ['ACS-7103', 'Refrigerant R134a', 'غاز تكييف R134a', 6, 'KG', 'AC', 'INMS'],
  ['SUS-8001', 'Front shock absorber (Patrol)', 'مساعد أمامي باترول', 22.5, 'PCS', 'SUSPENSION', 'NIS'],
  ['SUS-8002', 'Rear shock absorber (Tahoe)', 'مساعد خلفي تاهو', 21, 'PCS', 'SUSPENSION', 'CHE'],
  ['SUS-8003', 'Ball joint', 'مفصل كروي', 11.5, 'PCS', 'SUSPENSION', 'INMS'],
  ['SUS-8004', 'Tie rod end', 'طرف ذراع التوجيه', 8.75, 'PCS', 'SUSPENSION', 'INMS'],
  ['BDY-9001', 'Windscreen (Land Cruiser)', 'زجاج أمامي لاندكروزر', 62, 'PCS', 'BODY', 'TOY'],
  ['BDY-9002', 'Wiper blade set', 'طقم مساحات', 3.5, 'SET', 'BODY', 'INMS'],
  ['BDY-9003', 'Side mirror (Caprice)', 'مرآة جانبية كابريس', 28, 'PCS', 'BODY', 'CHE'],
  ['BDY-9004', 'Front bumper (Camry)', 'صدام أمامي كامري', 48, 'PCS', 'BODY', 'TOY'],
  ['TRN-9501', 'Clutch kit (Hilux)', 'طقم كلتش هايلكس', 58, 'SET', 'TRANSMISSION', 'TOY'],
  ['TRN-9502', 'Automatic transmission filter', 'فلتر ناقل الحركة الأوتوماتيكي', 7.25, 'PCS', 'TRANSMISSION', 'INMS'],
];

export const spareParts: SparePart[] = partRows.map(
  ([sparepart, sparenam, sparenamar, sparepric, spareuom, sparecat, vehmakid]) => ({
    sparepart,
    sparenam,
    sparenamar,
    sparepric,
    spareuom,
    sparecat,
    vehmakid,
    version: 1,
  }),
);

/** Suppliers on tender per category, best price first. */
const tenderSuppliers: Record<string, string[]> = {
  FILTERS: ['V009', 'V001'],
  BRAKES: ['V010', 'V001'],
  TYRES: ['V003', 'V013'],
  OILS: ['V004', 'V007'],
  BATTERIES: ['V005', 'V006'],
  ELECTRICAL: ['V006', 'V002'],
  ENGINE: ['V001', 'V007'],
  COOLING: ['V015', 'V002'],
  AC: ['V015', 'V014'],
  SUSPENSION: ['V002', 'V013'],
  BODY: ['V011', 'V012'],
  TRANSMISSION: ['V010', 'V007'],
};

const tenderTerms = { tenderno: 'KPTC/TND/2025/014', validfrom: '2025-01-01', validto: '2027-12-31' };

/** Items on tender but not (yet) in the item master. */
// prettier-ignore
const tenderOnlyRows: [sparepart: string, name: string, uom: string, cat: string, vendcode: string, price: number][] = [
  ['TND-0001', 'Coolant ready-mix (20 L)', 'DRUM', 'OILS', 'V004', 9.8],
  ['TND-0002', 'Bus air dryer cartridge', 'PCS', 'FILTERS', 'V009', 18.5],
  ['TND-0003', 'Windscreen washer fluid (5 L)', 'CAN', 'BODY', 'V002', 1.4],
  ['TND-0004', 'Truck tyre 315/80 R22.5', 'PCS', 'TYRES', 'V003', 128],
];

/**
 * Tender prices: every other master item is on tender with its category's first supplier at 8%
 * below the master price, every fourth also with the second supplier at 4% below; plus the
 * tender-only items.
 */
export const tenderPrices: TenderPrice[] = [
  ...spareParts.flatMap((part, index) => {
    if (index % 2 !== 0) return [];
    const [first, second] = tenderSuppliers[part.sparecat] ?? [];
    const offer = (vendcode: string, factor: number): TenderPrice => ({
      ...fieldsOf(part, 'sparepart sparenam spareuom sparecat'),
      vendcode,
      tenderpric: roundKwd(part.sparepric * factor),
      ...tenderTerms,
    });
    return [
      ...(first ? [offer(first, 0.92)] : []),
      ...(second && index % 4 === 0 ? [offer(second, 0.96)] : []),
    ];
  }),
  ...tenderOnlyRows.map(([sparepart, sparenam, spareuom, sparecat, vendcode, tenderpric]) => ({
    sparepart,
    sparenam,
    spareuom,
    sparecat,
    vendcode,
    tenderpric,
    ...tenderTerms,
  })),
];

/**
 * Stores of every project (issue 11): the main store, the consignment store (supplier-owned stock
 * issued to job orders) and a store in each garage that keeps one.
 */
export const stores: Store[] = [
  {
    storecode: 'MAIN',
    storenam: 'Main Store',
    storenamar: 'المخزن الرئيسي',
    storetype: 'MAIN',
    status: 'active',
  },
  {
    storecode: 'CONS',
    storenam: 'Consignment Store',
    storenamar: 'مخزن الأمانات',
    storetype: 'CONSIGNMENT',
    status: 'active',
  },
  {
    storecode: 'SCRAP',
    storenam: 'Scrap Store',
    storenamar: 'مخزن الخردة',
    storetype: 'SCRAP',
    status: 'active',
  },
  ...storeGarageIds.map((garage): Store => {
    const found = garages.find((entry) => entry.garageid === garage);
    return {
      storecode: garage,
      storenam: `${found?.garagnam ?? garage} Store`,
      storenamar: `مخزن ${found?.garagnamar ?? garage}`,
      storetype: 'GARAGE',
      garage,
      status: 'active',
    };
  }),
];

/** Contract types of purchases and request types of store requests (store service reads). */
export const contractTypeList = [
  { contracttype: 'TENDER', contractnam: 'Tender contract', contractnamar: 'عقد مناقصة' },
  { contracttype: 'LPO', contractnam: 'Local purchase order', contractnamar: 'أمر شراء محلي' },
  { contracttype: 'DIRECT', contractnam: 'Direct purchase', contractnamar: 'شراء مباشر' },
  { contracttype: 'CONSIGNMENT', contractnam: 'Consignment', contractnamar: 'أمانات' },
];
export const requestTypeList = [
  { requesttype: 'JOBORDER', requestnam: 'For a job order', requestnamar: 'لأمر عمل' },
  { requesttype: 'DEPARTMENT', requestnam: 'For a department', requestnamar: 'لقسم' },
  { requesttype: 'STOCK', requestnam: 'Stock replenishment', requestnamar: 'تعبئة المخزون' },
];

/**
 * Opening stock of each store: every item in the main and garage stores, filters and oils in the
 * consignment store; some items run low (5 or fewer) or out. Valued at the item master's price.
 */
export const openingStock: { storecode: string; sparepart: string; qty: number; unitcost: number }[] = stores
  .filter((store) => store.storetype !== 'SCRAP')
  .flatMap((store, storeIndex) =>
    spareParts
      .filter((part) => store.storetype !== 'CONSIGNMENT' || ['FILTERS', 'OILS'].includes(part.sparecat))
      .map((part, partIndex) => ({
        storecode: store.storecode,
        sparepart: part.sparepart,
        qty:
          store.storetype === 'MAIN' ? 20 + ((partIndex * 11) % 60) : (partIndex * 7 + storeIndex * 13) % 41,
        unitcost: part.sparepric,
      })),
  );
