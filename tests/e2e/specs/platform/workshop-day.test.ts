/**
 * Issue 24, "How to make it hold": the whole workshop day in the browser, through the UI only. A fresh
 * vehicle goes from reception to the accountant's submit for payment; every status change is made by
 * clicking, as the demo user whose role the workflow map (shared/src/engines/workflow-map.ts) names for the
 * action, from the action's list. More than half of the steps are taken in Arabic (reception, the team
 * leader, the store, the KD250 approver, the MOI inspector and the accountant work in Arabic). After
 * every step the admin reads the job order back through the API: it is at the status the step leads to
 * and nothing reception typed (plate, garage, MOI ref, service type, mobile, km, customer waiting,
 * remarks, job time IN) has changed. Each step's form is screenshotted at 1440 px and checked with axe
 * (tests/artifacts/screenshots/workshop-day-*.png).
 *
 * The main path carries the variants that fit in it: a hold released by the supervisor, an estimation
 * rejected by MOI and revised, the KD250 tier. The other variants are their own tests with the same
 * people: the repaired vehicle coming back within the warranty period (the first test's vehicle), a
 * vehicle towed in by a winch, and a part no store holds bought through the procurement chain.
 * Only master data is written directly (a test vehicle, winch and part); job orders move by clicks.
 */
import { describe, expect, it } from 'vitest';
import type { JobCardDocument } from '@fleet/shared/reception/job-cards';
import type { ImageUploadDocument } from '@fleet/shared/reception/image-upload';
import { putItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { vehicleChecks } from '@fleet/functions/platform/seed/workshop';
import { newTestVehicle } from '../../../support/vehicles.ts';
import {
  approveThreeInOne,
  finalInvoice,
  maintenanceInvoice,
  submitForPayment,
  threeInOne,
} from '../../pages/workshop-day/accounts.ts';
import { WorkshopDay } from '../../pages/workshop-day/day.ts';
import {
  assignGarageTechnician,
  assignTeamLeader,
  checkIn,
  checkOut,
  completeGarageInspection,
  decide,
  estimate,
  estimationList,
  finishRepair,
  garageImages,
  holdOrRelease,
  skipGarageImages,
  issueParts,
  itemRequestList,
  moiCheckBarred,
  passFinalQc,
  queueForm,
  requestItems,
  reviseEstimation,
  startGarageInspection,
  type SubRepair,
} from '../../pages/workshop-day/garage.ts';
import {
  assignReceptionTechnician,
  createJobCard,
  deliver,
  inspectAtReception,
  inspectMoi,
  kjoValues,
  parkAtReception,
  png,
  startKjo,
  uploadReceptionImages,
  type JobCardInput,
} from '../../pages/workshop-day/reception.ts';
import {
  costSheet,
  costSheetKptcList,
  costSheetMoiList,
  inspectItems,
  lpoList,
  purchaseOrder,
  purchaseRequest,
  purchaseRequestList,
  quotation,
  supplierOffer,
} from '../../pages/workshop-day/procurement.ts';
import { decideClaim, raiseClaim, warrantyOffer } from '../../pages/workshop-day/warranty.ts';
import { assignWinch, completeTow, kuwaitDateTime, winchState } from '../../pages/workshop-day/winch.ts';
import { putTestSparePart } from '../../../support/spare-parts.ts';
import { specWithRuntime } from '../../support/app.ts';

const run = Date.now().toString(36).toUpperCase();

/** Who works in Arabic today (everyone else in English). */
const arabic = ['reception', 'teamleader', 'storekeeper', 'kptcapprover', 'moiinspector', 'accountant'];

/** A winch of garage G01 in the master data, free (master data, like the test vehicle). */
async function newTestWinch(): Promise<string> {
  const winchid = `WD${run}`;
  await putItem(
    masterItem(masterKeys.record('MOI', masterTypes.winch, winchid), 'winch', {
      winchid,
      winchnam: `Workshop day winch ${run}`,
      winchnamar: `ونش يوم الورشة ${run}`,
      vehicleno: '14/90001',
      drivernam: 'Ramesh Pillai',
      mobile: '65012344',
      garageid: 'G01',
      status: 'active',
    }),
  );
  return winchid;
}

/** A part in the item master that no store holds (master data). */
async function newTestPart(): Promise<string> {
  const sparepart = `WD-${run}`;
  await putTestSparePart(sparepart, {
    sparenam: 'Battery 12 V 80 Ah (workshop day)',
    sparenamar: 'بطارية 12 فولت 80 أمبير (يوم الورشة)',
    sparepric: 31.5,
    sparecat: 'BATTERIES',
  });
  return sparepart;
}

specWithRuntime();

/** The people of the day, signed in once (a later test of the file works with the same contexts). */
let people: WorkshopDay | undefined;
const cast = async () =>
  (people ??= await WorkshopDay.start(Object.fromEntries(arabic.map((user) => [user, 'ar' as const]))));
/** The vehicle the first test repaired and delivered today, and its job order. */
let delivered: { vehicleno: string; jobordno: string } | undefined;

/** What reception types on a job card for `vehicleno`. */
function jobCardOf(vehicleno: string, changes: Partial<JobCardInput> = {}): JobCardInput {
  const check = vehicleChecks[0]!;
  return {
    vehicleno,
    garage: 'G01',
    servicetype: 'main',
    moijobord: `MOI-${run}`,
    mobileno: '99887766',
    kilometer: '45210',
    custwait: true,
    remarks: 'صوت في الفرامل الأمامية والمكيف ضعيف',
    check: { checkheader: check.checkheader, checkid: check.checkid },
    photos: [png('front.png'), png('rear.png')],
    inspector: 'inspector',
    ...changes,
  };
}

/** The vehicle's job card other than `except` (the one just saved), read by the admin. */
async function jobCardOfVehicle(day: WorkshopDay, vehicleno: string, except?: string): Promise<string> {
  const cards = await day.admin.get<{ jobordno: string }[]>('/api/JobOrdermoi/getJobOrderList', {
    vehicleno,
  });
  const found = cards.body.filter((row) => row.jobordno !== except);
  expect(found).toHaveLength(1);
  return found[0]!.jobordno;
}

/** What the job card stores of what reception typed. */
const storedOf = (card: JobCardInput) => ({
  vehicleno: card.vehicleno,
  garage: card.garage,
  moijobord: card.moijobord,
  servicetype: card.servicetype,
  mobileno: card.mobileno,
  kilometer: Number(card.kilometer),
  custwait: card.custwait ? 'Y' : 'N',
  remarks: card.remarks,
  jobtimin: expect.any(String),
});

/**
 * The team leader's garage technician (E1005 for `hours`, in the repair's workshop) and garage
 * inspection of `repair`, completed by `inspector`: 1209, 1210, then 1213.
 */
async function inspectInGarage(
  day: WorkshopDay,
  jobordno: string,
  inspection: { repair: SubRepair; hours: string; remarks: string; inspector: string },
): Promise<void> {
  const { repair, hours, remarks } = inspection;
  await day.step('assignTechnicianGarage', 'teamleader', 1209, (leader) =>
    assignGarageTechnician(leader, jobordno, { wrkshpid: repair.wrkshpid, empcdetech: 'E1005', hours }),
  );
  await day.step('garageInspection', 'teamleader', 1210, (leader) =>
    startGarageInspection(leader, jobordno, repair, remarks),
  );
  await day.step('garageInspectionProgress', inspection.inspector, 1213, (actor) =>
    completeGarageInspection(actor, jobordno),
  );
}

describe('e2e: a workshop day through the UI', () => {
  it('takes an MOI job card from reception to the submit for payment, each step by its role', async () => {
    const vehicle = await newTestVehicle('MOI');
    const day = (await cast()).another();
    const card = jobCardOf(vehicle.vehicleno);

    // ---- Reception (MOI) --------------------------------------------------------------------------
    await day.step('createJobCard', 'reception', 1196, async (reception) => {
      await createJobCard(reception, card);
      day.jobordno = await jobCardOfVehicle(day, vehicle.vehicleno);
    });
    const { jobordno } = day;
    const stored = WorkshopDay.receptionOf(await day.read());
    expect(stored).toEqual(storedOf(card));
    day.remember(stored);
    // Both photos of the one pick are kept (issue 24 item 2).
    const jobCard = await day.admin.get<JobCardDocument>('/api/JobOrdermoi/getJobOrderById', { jobordno });
    expect(jobCard.body.photos.map((photo) => photo.fileName)).toEqual(['front.png', 'rear.png']);

    await day.step('inspectionMoi', 'inspector', 1200, (inspector) =>
      inspectMoi(inspector, jobordno, 'Front pads worn; AC gas low'),
    );
    await day.step('assignTechnicianMoi', 'reception', 1197, (reception) =>
      assignReceptionTechnician(
        reception,
        jobordno,
        { empcdetech: 'E1005', hours: '1' },
        '03-technician-moi',
      ),
    );

    // ---- Reception (KPTC job order) ---------------------------------------------------------------
    await day.step('createJobOrder', 'reception', 1201, async (reception) => {
      await startKjo(reception, jobordno);
      // The KJO starts from what reception typed on the job card (issue 24 item 1).
      await expect
        .poll(() => kjoValues(reception))
        .toMatchObject({
          moijobord: card.moijobord,
          mobileno: card.mobileno,
          kilometer: card.kilometer,
          remarks: card.remarks,
          custwait: true,
        });
      await reception.shotAndSave('04-kjo');
    });
    await day.step('assignTechnicianReception', 'reception', 1202, (reception) =>
      assignReceptionTechnician(
        reception,
        jobordno,
        { empcdetech: 'E1005', hours: '2' },
        '05-technician-rec',
      ),
    );
    await day.step('uploadImagesReception', 'reception', 1203, async (reception) => {
      const names = await uploadReceptionImages(reception, jobordno, 'G01', [
        png('rec-left.png'),
        png('rec-right.png'),
      ]);
      expect(names).toEqual(['rec-left.png', 'rec-right.png']);
    });
    const recImages = await day.admin.get<ImageUploadDocument>('/api/ImageUpload/getImageUploadById', {
      jobordno,
      frmtypeimg: 'rec',
    });
    expect(recImages.body.imagecount).toBe(2);
    await day.step('inspectionReception', 'reception', 1204, (reception) =>
      inspectAtReception(reception, jobordno, {
        remarks: 'فحص الاستقبال: خدش في الباب الخلفي',
        finding: 'خدش في الباب الخلفي الأيسر',
      }),
    );

    // ---- Into the garage ------------------------------------------------------------------------
    await day.step('gatePassIn', 'supervisor', 1205, (supervisor) =>
      checkIn(supervisor, jobordno, 'Arrived on its own wheels'),
    );
    await day.step('uploadImagesGarage', 'supervisor', 1207, async (supervisor) => {
      const names = await garageImages(supervisor, 'G01', [png('gar-front.png'), png('gar-back.png')]);
      expect(names).toEqual(['gar-front.png', 'gar-back.png']);
    });
    const garImages = await day.admin.get<ImageUploadDocument>('/api/ImageUpload/getImageUploadById', {
      jobordno,
      frmtypeimg: 'gar',
    });
    expect(garImages.body.imagecount).toBe(2);
    await day.step('assignTeamLeader', 'supervisor', 1208, (supervisor) =>
      assignTeamLeader(supervisor, 'teamleader'),
    );
    await inspectInGarage(day, jobordno, {
      repair: { wrkshpid: 'WS03', mainrepid: 'MR0302', subrepid: 'SR030201' },
      hours: '40',
      remarks: 'الطلاء متآكل في عدة أماكن',
      inspector: 'inspector',
    });

    // On hold while the paint booth is busy, released by the supervisor: back where it was.
    await day.step('hold', 'supervisor', 1229, (supervisor) =>
      holdOrRelease(supervisor, jobordno, 'hold', 'Paint booth busy until tomorrow', '13a-hold'),
    );
    await day.step('release', 'supervisor', 1213, (supervisor) =>
      holdOrRelease(supervisor, jobordno, 'release', 'Paint booth free', '13b-release'),
    );

    // ---- Estimation: rejected, revised, approved by MOI and at the KD250 tier ----------------------
    await day.step('estimation', 'teamleader', 1235, async (leader) => {
      await estimate(leader, jobordno);
    });
    await day.step('estimationApprovalMoi', 'moiapprover', 1215, (approver) =>
      decide(
        approver,
        estimationList,
        jobordno,
        'reject',
        'Add the wheel alignment',
        '15-estimation-rejected',
      ),
    );
    await day.step('estimationRevise', 'teamleader', 1235, (leader) =>
      reviseEstimation(leader, jobordno, { wrkshpid: 'WS01', mainrepid: 'MR0103', subrepid: 'SR010302' }),
    );
    await day.step('estimationApprovalMoi', 'moiapprover', 1256, (approver) =>
      decide(approver, estimationList, jobordno, 'approve', 'Approved', '17-estimation-moi'),
    );
    await day.step('estimationApprovalKd', 'kptcapprover', 1216, (approver) =>
      decide(approver, estimationList, jobordno, 'approve', 'موافق', '18-estimation-kd250'),
    );

    // ---- Parts: item request, approval, issue ------------------------------------------------------
    await day.step('itemRequest', 'teamleader', 1217, (leader) =>
      requestItems(leader, jobordno, { storecode: 'MAIN', sparepart: 'FLT-1001', qty: '1' }),
    );
    await day.step('itemRequestApproval', 'garageapprover', 1218, (approver) =>
      decide(approver, itemRequestList, jobordno, 'approve', 'Approved', '20-item-request-approval'),
    );
    await day.step('garageIssue', 'storekeeper', 1219, (store) => issueParts(store, jobordno));

    // ---- Repair and checks -------------------------------------------------------------------------
    await day.step('repair', 'technician', 1230, (technician) => finishRepair(technician, jobordno, '38'));
    await day.step('finalQcGarage', 'inspector', 1222, (inspector) =>
      passFinalQc(inspector, 'garage', jobordno),
    );
    // The MOI's check by another user than the garage's (issue 24 item 11): the garage's checker is
    // told on MOI's list, and the MOI inspector takes it.
    expect(await moiCheckBarred(await day.as('inspector'), jobordno)).toBe(true);
    await day.step('finalQcMoi', 'moiinspector', 1223, (inspector) =>
      passFinalQc(inspector, 'moi', jobordno),
    );
    await day.step('washing', 'technician', 1224, (technician) =>
      queueForm(technician, '/washinglist', jobordno, async () => {}, '25-washing'),
    );
    await day.step('deliveryApproval', 'garageapprover', 1225, (approver) =>
      queueForm(approver, '/vehicledeliveryapprovelist', jobordno, async () => {}, '26-delivery-approval'),
    );
    await day.step('parkingGarage', 'supervisor', 1233, (supervisor) =>
      queueForm(
        supervisor,
        '/parkinggaragelist',
        jobordno,
        (actor) => actor.fill('parkingloc', 'G-12'),
        '27-parking-garage',
      ),
    );
    await day.step('gatePassOut', 'supervisor', 1206, async (supervisor) => {
      const shown = await checkOut(supervisor, jobordno, 'Repaired and washed');
      // The gate pass out shows the MOI ref reception typed (issue 24 item 1).
      expect(shown.moijobord).toBe(card.moijobord);
      expect(shown.jobtimin).toBe(kuwaitDateTime(new Date(stored.jobtimin!)));
    });

    // ---- Back at reception ---------------------------------------------------------------------------
    await day.step('parkingReception', 'reception', 1226, (reception) =>
      parkAtReception(reception, jobordno, 'R-03'),
    );
    await day.step('vehicleDelivery', 'reception', 1227, (reception) =>
      // The Arabic reception reads the job order's garage by its Arabic name.
      deliver(reception, jobordno, { name: 'الملازم أحمد', mobile: card.mobileno }, 'كراج الشويخ الرئيسي'),
    );

    // ---- Accounts ------------------------------------------------------------------------------------
    await day.step('maintenanceInvoice', 'accountant', 1422, (accountant) =>
      maintenanceInvoice(accountant, jobordno, {
        garage: 'G01',
        vendor: 'V001',
        voucherno: `WD-${run}`,
        sparepart: 'BRK-2011',
        unitprice: '2.25',
        qty: '2',
      }),
    );
    await day.step('threeInOne', 'accountant', 1420, (accountant) => threeInOne(accountant, jobordno));
    await day.step('threeInOneApproval', 'moiapprover', 1421, (approver) =>
      approveThreeInOne(approver, jobordno),
    );
    await day.step('finalInvoice', 'accountant', 1425, (accountant) =>
      finalInvoice(accountant, jobordno, 'صدرت للدفع'),
    );
    await day.step('joSubmit', 'accountant', 1426, (accountant) => submitForPayment(accountant, jobordno));
    delivered = { vehicleno: vehicle.vehicleno, jobordno };

    // The day in numbers: who did what, in which language, how long each step took.
    console.table(day.steps);
    const inArabic = day.steps.filter((step) => step.language === 'ar').length;
    expect(inArabic * 2).toBeGreaterThanOrEqual(day.steps.length);
    expect(day.findings).toEqual([]);
    expect(await day.pageErrors()).toEqual([]);
  }, 900_000);

  it('receives the same vehicle back within the warranty period: the claim raised at reception is accepted', async () => {
    if (!delivered)
      throw new Error(
        'This test receives the vehicle the first test repaired today; that test did not finish.',
      );
    const earlier = delivered;
    const day = (await cast()).another('w-');
    const card = jobCardOf(earlier.vehicleno, {
      moijobord: `MOI-${run}-W`,
      remarks: 'الطلاء ينتفخ في نفس المكان',
      photos: [png('back-again.png')],
    });
    await day.step('createJobCard', 'reception', 1196, async (reception) => {
      await createJobCard(reception, card);
      day.jobordno = await jobCardOfVehicle(day, earlier.vehicleno, earlier.jobordno);
    });
    const { jobordno } = day;
    day.remember(WorkshopDay.receptionOf(await day.read()));
    await day.step('createJobOrder', 'reception', 1201, async (reception) => {
      await startKjo(reception, jobordno);
      // The plate's repair of this morning is still under warranty: the KJO form offers a claim.
      expect(await warrantyOffer(reception)).toContain(earlier.jobordno);
      await reception.shotAndSave('04-kjo-warranty-offer');
    });
    await day.step('warrantyClaim', 'reception', 1234, (reception) =>
      raiseClaim(reception, jobordno, earlier.jobordno, 'الطلاء ينتفخ مرة أخرى بعد الإصلاح'),
    );
    await day.step('warrantyDecision', 'supervisor', 1201, (supervisor) =>
      decideClaim(supervisor, jobordno, 'accepted', 'Same paint job, covered'),
    );
    console.table(day.steps);
    expect(await day.pageErrors()).toEqual([]);
  }, 300_000);

  it('brings in a vehicle that needs a winch: the job card asks for its gate pass, the winch tows it in and is free again', async () => {
    const vehicle = await newTestVehicle('MOI');
    const winch = await newTestWinch();
    const day = (await cast()).another('x-');
    const card = jobCardOf(vehicle.vehicleno, {
      moijobord: `MOI-${run}-X`,
      winchGatePass: `GP-${run}`,
      remarks: 'لا تعمل، تحتاج ونش',
      photos: [png('on-the-road.png')],
    });
    await day.step('createJobCard', 'reception', 1196, async (reception) => {
      await createJobCard(reception, card);
      day.jobordno = await jobCardOfVehicle(day, vehicle.vehicleno);
    });
    const { jobordno } = day;
    day.remember(WorkshopDay.receptionOf(await day.read()));
    const jobCard = await day.admin.get<JobCardDocument>('/api/JobOrdermoi/getJobOrderById', { jobordno });
    expect(jobCard.body).toMatchObject({ winch: 'Y', gatepassno: `GP-${run}` });

    // The tow moves the vehicle, not the job order: its status stays.
    await day.step('winchAssign', 'supervisor', 1196, (supervisor) =>
      assignWinch(supervisor, jobordno, {
        winchid: winch,
        from: 'Sixth Ring Road',
        to: 'Shuwaikh Main Garage',
      }),
    );
    const supervisor = await day.as('supervisor');
    expect(await winchState(supervisor, winch)).toContain(jobordno);
    await day.step('winchMove', 'supervisor', 1196, (actor) => completeTow(actor, jobordno, '18'));
    expect(await winchState(supervisor, winch)).toContain(supervisor.t('winch:state.free'));
    console.table(day.steps);
    expect(day.findings).toEqual([]);
    expect(await day.pageErrors()).toEqual([]);
  }, 300_000);

  it('buys a part the store does not hold for a job order waiting for parts, receives it and issues it', async () => {
    const vehicle = await newTestVehicle('MOI');
    const day = (await cast()).another('p-');
    const card = jobCardOf(vehicle.vehicleno, {
      moijobord: `MOI-${run}-P`,
      remarks: 'البطارية لا تشحن',
      photos: [png('battery.png')],
    });
    // A part of the item master no store holds.
    const part = { storecode: 'MAIN', sparepart: await newTestPart(), qty: '1' };

    // To an approved estimation, the shortest way the map allows.
    await day.step('createJobCard', 'reception', 1196, async (reception) => {
      await createJobCard(reception, card);
      day.jobordno = await jobCardOfVehicle(day, vehicle.vehicleno);
    });
    const { jobordno } = day;
    day.remember(WorkshopDay.receptionOf(await day.read()));
    await day.step('createJobOrder', 'reception', 1201, async (reception) => {
      await startKjo(reception, jobordno);
      await expect.poll(() => kjoValues(reception)).toMatchObject({ moijobord: card.moijobord });
      await reception.save();
    });
    await day.step('assignTechnicianReception', 'reception', 1202, (reception) =>
      assignReceptionTechnician(
        reception,
        jobordno,
        { empcdetech: 'E1005', hours: '1' },
        '05-technician-rec',
      ),
    );
    await day.step('gatePassIn', 'supervisor', 1205, (supervisor) =>
      checkIn(supervisor, jobordno, 'Towed in'),
    );
    await day.step('assignTeamLeader', 'supervisor', 1208, async (supervisor) => {
      await skipGarageImages(supervisor);
      await assignTeamLeader(supervisor, 'teamleader');
    });
    await inspectInGarage(day, jobordno, {
      repair: { wrkshpid: 'WS02', mainrepid: 'MR0201', subrepid: 'SR020101' },
      hours: '1',
      remarks: 'البطارية تالفة',
      inspector: 'teamleader',
    });
    await day.step('estimation', 'teamleader', 1235, (leader) => estimate(leader, jobordno));
    await day.step('estimationApprovalMoi', 'moiapprover', 1216, (approver) =>
      decide(approver, estimationList, jobordno, 'approve', 'Approved', '10-estimation-moi'),
    );

    // The store has none: waiting for parts, bought, received.
    await day.step('hold', 'supervisor', 1228, (supervisor) =>
      holdOrRelease(
        supervisor,
        jobordno,
        'parts',
        'No battery of this size in stock',
        '11-waiting-for-parts',
      ),
    );
    await day.step('purchaseRequest', 'teamleader', 1401, (leader) =>
      purchaseRequest(leader, jobordno, part),
    );
    await day.step('purchaseRequestApprovalGarage', 'garageapprover', 1401, (approver) =>
      decide(approver, purchaseRequestList, jobordno, 'approve', 'Needed', '13-purchase-request-garage'),
    );
    await day.step('purchaseRequestApproval', 'moiapprover', 1402, (approver) =>
      decide(approver, purchaseRequestList, jobordno, 'approve', 'Approved', '14-purchase-request-moi'),
    );
    await day.step('purchaseRequestApprovalKptc', 'kptcapprover', 1403, (approver) =>
      decide(approver, purchaseRequestList, jobordno, 'approve', 'موافق', '15-purchase-request-kptc'),
    );
    await day.step('purchaseQuotation', 'storekeeper', 1405, (store) =>
      quotation(store, jobordno, {
        vendcode: 'V001',
        quotref: `Q-${run}`,
        validto: '31/12/2099',
        unitprice: '31.500',
        document: supplierOffer,
      }),
    );
    await day.step('costSheet', 'storekeeper', 1406, (store) => costSheet(store, jobordno));
    await day.step('costSheetApprovalMoi', 'moiapprover', 1407, (approver) =>
      decide(approver, costSheetMoiList, jobordno, 'approve', 'Approved', '18-cost-sheet-moi'),
    );
    await day.step('costSheetApprovalKptc', 'kptcapprover', 1408, (approver) =>
      decide(approver, costSheetKptcList, jobordno, 'approve', 'موافق', '19-cost-sheet-kptc'),
    );
    await day.step('purchaseOrder', 'storekeeper', 1409, (store) =>
      purchaseOrder(store, jobordno, { vendcode: 'V001', deliverydate: '31/12/2099' }),
    );
    await day.step('purchaseOrderApproval', 'kptcapprover', 1410, (approver) =>
      decide(approver, lpoList, jobordno, 'approve', 'موافق', '21-purchase-order-kptc'),
    );
    await day.step('itemInspection', 'inspector', 1411, (inspector) =>
      inspectItems(inspector, jobordno, part.qty),
    );

    // Received into the store: requested for the job order and issued.
    await day.step('itemRequest', 'teamleader', 1217, (leader) => requestItems(leader, jobordno, part));
    await day.step('itemRequestApproval', 'garageapprover', 1218, (approver) =>
      decide(approver, itemRequestList, jobordno, 'approve', 'Approved', '24-item-request-approval'),
    );
    await day.step('garageIssue', 'storekeeper', 1219, (store) => issueParts(store, jobordno));
    console.table(day.steps);
    expect(day.findings).toEqual([]);
    expect(await day.pageErrors()).toEqual([]);
  }, 600_000);
});
