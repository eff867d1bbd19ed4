/**
 * Demo organisation data: the projects (tenants), their companies and departments, the employees
 * who work in the garages, and the suppliers.
 */
import type { Company, Department, Employee, Project, Vendor } from '@fleet/shared/platform/lookups';

export const projects: Project[] = [
  { code: 'MOI', name: 'Ministry of Interior', nameAr: 'وزارة الداخلية' },
  { code: 'KPTC', name: 'Kuwait Public Transport Company', nameAr: 'شركة النقل العام الكويتية' },
];

const companyRows: Record<string, [string, string][]> = {
  MOI: [
    ['Ministry of Interior', 'وزارة الداخلية'],
    ['General Fire Force', 'قوة الإطفاء العام'],
    ['Public Authority for Roads and Transportation', 'الهيئة العامة للطرق والنقل البري'],
  ],
  KPTC: [
    ['Kuwait Public Transport Company', 'شركة النقل العام الكويتية'],
    ['KPTC Intercity Services', 'خدمات النقل بين المدن'],
    ['KPTC School Transport', 'النقل المدرسي'],
  ],
};

const departmentRows: Record<string, [string, string][]> = {
  MOI: [
    ['General Traffic Department', 'الإدارة العامة للمرور'],
    ['Public Security Sector', 'قطاع الأمن العام'],
    ['Special Forces', 'القوات الخاصة'],
    ['Criminal Investigation', 'الإدارة العامة للمباحث الجنائية'],
    ['Coast Guard', 'الإدارة العامة لخفر السواحل'],
    ['Rescue Police', 'شرطة النجدة'],
    ['Civil Defense', 'الدفاع المدني'],
  ],
  KPTC: [
    ['Bus Operations', 'عمليات الحافلات'],
    ['Fleet Maintenance', 'صيانة الأسطول'],
    ['Intercity Lines', 'الخطوط بين المدن'],
    ['School Transport', 'النقل المدرسي'],
    ['Administration', 'الشؤون الإدارية'],
    ['Stores', 'المخازن'],
  ],
};

const numbered = (prefix: string, index: number) => `${prefix}${String(index + 1).padStart(2, '0')}`;

export function companiesOf(project: string): Company[] {
  return (companyRows[project] ?? companyRows['KPTC']!).map(([companynm, companynmar], index) => ({
    compcode: numbered('C', index),
    companynm,
    companynmar,
  }));
}

export function departmentsOf(project: string): Department[] {
  return (departmentRows[project] ?? departmentRows['KPTC']!).map(([deptname, deptnamear], index) => ({
    deptcode: numbered('D', index),
    deptname,
    deptnamear,
  }));
}

type JobTitle = [title: string, titleAr: string];
const titles = {
  executive: ['Executive Director', 'المدير التنفيذي'],
  supervisor: ['Workshop Supervisor', 'مشرف الورشة'],
  reception: ['Reception Officer', 'موظف استقبال'],
  inspector: ['QC Inspector', 'مفتش جودة'],
  mechanic: ['Mechanical Technician', 'فني ميكانيك'],
  electrician: ['Auto Electrician', 'فني كهرباء سيارات'],
  body: ['Body Technician', 'فني سمكرة'],
  painter: ['Painter', 'صباغ'],
  ac: ['AC Technician', 'فني تكييف'],
  tyre: ['Tyre Technician', 'فني إطارات'],
  lube: ['Lube Technician', 'فني تشحيم'],
  transmission: ['Transmission Technician', 'فني ناقل الحركة'],
  teamLeader: ['Team Leader', 'قائد فريق'],
  storeKeeper: ['Store Keeper', 'أمين مخزن'],
  garageManager: ['Garage Manager', 'مدير الكراج'],
  moiOfficer: ['MOI Fleet Officer', 'ضابط أسطول الداخلية'],
  fleetManager: ['Fleet Operations Manager', 'مدير عمليات الأسطول'],
  procurement: ['Procurement Director', 'مدير المشتريات'],
  accountant: ['Accountant', 'محاسب'],
  admin: ['System Administrator', 'مسؤول النظام'],
  winchDriver: ['Winch Driver', 'سائق ونش'],
} satisfies Record<string, JobTitle>;

type EmployeeRow = [
  emplcode: string,
  name: string,
  nameAr: string,
  title: keyof typeof titles,
  garageid: string,
];

// prettier-ignore
const employeeRows: EmployeeRow[] = [
  ['E1001', 'Adel Al-Saleh', 'عادل الصالح', 'executive', 'G01'],
  ['E1002', 'Khalid Al-Enezi', 'خالد العنزي', 'supervisor', 'G01'],
  ['E1003', 'Fatima Al-Rashidi', 'فاطمة الرشيدي', 'reception', 'G01'],
  ['E1004', 'Ahmed Al-Hajri', 'أحمد الهاجري', 'inspector', 'G01'],
  ['E1005', 'Rajesh Kumar', 'راجيش كومار', 'mechanic', 'G01'],
  ['E1006', 'Mohammed Al-Shammari', 'محمد الشمري', 'teamLeader', 'G01'],
  ['E1007', 'Yousef Al-Kandari', 'يوسف الكندري', 'storeKeeper', 'G01'],
  ['E1008', 'Bader Al-Azmi', 'بدر العازمي', 'garageManager', 'G01'],
  ['E1009', 'Saad Al-Otaibi', 'سعد العتيبي', 'moiOfficer', 'G01'],
  ['E1010', 'Nasser Al-Mutairi', 'ناصر المطيري', 'fleetManager', 'G01'],
  ['E1011', 'Hamad Al-Fadhli', 'حمد الفضلي', 'procurement', 'G01'],
  ['E1012', 'Mariam Al-Qattan', 'مريم القطان', 'accountant', 'G01'],
  ['E1013', 'Ali Hussain', 'علي حسين', 'admin', 'G01'],
  ['E1014', 'Sanjay Menon', 'سانجاي مينون', 'electrician', 'G01'],
  ['E1015', 'Mahmoud Abdelaziz', 'محمود عبدالعزيز', 'body', 'G06'],
  ['E1016', 'Imran Qureshi', 'عمران قريشي', 'painter', 'G06'],
  ['E1017', 'Joseph Thomas', 'جوزيف توماس', 'ac', 'G02'],
  ['E1018', 'Tariq Mahmood', 'طارق محمود', 'mechanic', 'G02'],
  ['E1019', 'Hussein Al-Dosari', 'حسين الدوسري', 'inspector', 'G02'],
  ['E1020', 'Abdullah Al-Harbi', 'عبدالله الحربي', 'teamLeader', 'G02'],
  ['E1021', 'Venkatesh Rao', 'فينكاتيش راو', 'tyre', 'G05'],
  ['E1022', 'Mustafa Ibrahim', 'مصطفى إبراهيم', 'mechanic', 'G03'],
  ['E1023', 'Faisal Al-Ajmi', 'فيصل العجمي', 'teamLeader', 'G03'],
  ['E1024', 'Salem Al-Rashed', 'سالم الراشد', 'inspector', 'G03'],
  ['E1025', 'Anil Sharma', 'أنيل شارما', 'transmission', 'G01'],
  ['E1026', 'Waleed Al-Sabti', 'وليد السبتي', 'reception', 'G02'],
  ['E1027', 'Noura Al-Khaldi', 'نورة الخالدي', 'accountant', 'G01'],
  ['E1028', 'Samir Haddad', 'سمير حداد', 'storeKeeper', 'G02'],
  ['E1029', 'Ramesh Pillai', 'راميش بيلاي', 'winchDriver', 'G01'],
  ['E1030', 'Abdulrahman Al-Fares', 'عبدالرحمن الفارس', 'winchDriver', 'G03'],
  ['E1031', 'Ahmed Farouk', 'أحمد فاروق', 'electrician', 'G04'],
  ['E1032', 'Yaqoub Al-Mansour', 'يعقوب المنصور', 'inspector', 'G04'],
  ['E1033', 'Suresh Nair', 'سوريش ناير', 'lube', 'G05'],
  ['E1034', 'Omar Al-Saeed', 'عمر السعيد', 'teamLeader', 'G04'],
  ['E1035', 'Prakash Iyer', 'براكاش آير', 'mechanic', 'G04'],
  ['E1036', 'Hassan Al-Qallaf', 'حسن القلاف', 'reception', 'G03'],
];

/** Kuwaiti mobile numbers: 8 digits starting with 5, 6 or 9. */
const mobileOf = (index: number) => `${'965'[index % 3]}${String(5100000 + index * 7919).padStart(7, '0')}`;

export const employees: Employee[] = employeeRows.map(
  ([emplcode, emplname, emplnamar, title, garageid], index) => ({
    emplcode,
    emplname,
    emplnamar,
    jobtitle: titles[title][0],
    jobtitlear: titles[title][1],
    garageid,
    mobile: mobileOf(index),
    status: emplcode === 'E1035' ? 'inactive' : 'active',
  }),
);

// prettier-ignore
const vendorRows: [string, string, 'Y' | 'N'][] = [
  ['Gulf Auto Parts Co.', 'شركة الخليج لقطع غيار السيارات', 'Y'],
  ['Al-Rai Spare Parts Est.', 'مؤسسة الري لقطع الغيار', 'Y'],
  ['Shuwaikh Tyre Centre', 'مركز الشويخ للإطارات', 'Y'],
  ['Kuwait Lubricants Trading Co.', 'شركة الكويت لتجارة الزيوت', 'Y'],
  ['National Batteries Trading', 'الوطنية لتجارة البطاريات', 'N'],
  ['Al-Ahmadi Auto Electric', 'الأحمدي لكهرباء السيارات', 'N'],
  ['Desert Star Auto Spares', 'نجمة الصحراء لقطع الغيار', 'Y'],
  ['Jahra Industrial Supplies', 'الجهراء للتجهيزات الصناعية', 'N'],
  ['Arabian Gulf Filters Co.', 'شركة الخليج العربي للفلاتر', 'Y'],
  ['Al-Fahad Brake and Clutch', 'الفهد للفرامل والكلتش', 'N'],
  ['Sharq Auto Glass', 'الشرق لزجاج السيارات', 'Y'],
  ['Al-Kout Paints Trading', 'الكوت لتجارة الأصباغ', 'N'],
  ['Bneid Al-Gar Auto Spares', 'بنيد القار لقطع الغيار', 'Y'],
  ['Capital Motors Parts', 'كابيتال موتورز لقطع الغيار', 'N'],
  ['Coolair AC Parts Co.', 'شركة كول إير لقطع التكييف', 'Y'],
];

export const vendors: Vendor[] = vendorRows.map(([vendname, vendnamear, moiApproved], index) => {
  const vendcode = `V${String(index + 1).padStart(3, '0')}`;
  return {
    vendcode,
    vendname,
    vendnamear,
    moiApproved,
    mobile: `2${String(2400000 + index * 131).padStart(7, '0')}`,
    email: `sales.${vendcode.toLowerCase()}@suppliers.example.com`,
    status: 'active',
  };
});
