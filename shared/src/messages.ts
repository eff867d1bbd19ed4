/**
 * The spec's error catalogue (000 section 8, 001 section 8) and success texts, verbatim.
 * Server and SPA import these so the wording cannot drift.
 */
export const messages = {
  network: 'Network error, please try again later.',
  badRequest: 'Bad Request. Please check your input.',
  unauthorized: 'Unauthorized. Please log in.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Record not found.',
  conflict: 'This record was changed by someone else. Reload it and apply your changes again.',
  serverError: 'Server error. Please try again later.',
  unknown: 'An unknown error occurred.',
  authFailed: 'Authentication failed. Please log in again.',
  noToken: 'Unauthorized: No valid token found',
  invalidParameters: 'Invalid request parameters',
  timedOut: 'Request timed out. Please try again.',
  // Login (spec 000 section 8, "Login help").
  loginFailed: 'Login failed. Invalid user name or password.',
  accountLocked:
    'Your account is locked after too many failed attempts. Please wait about 15 minutes or contact an administrator.',
  accountDisabled: 'Your account is disabled. Please contact an administrator.',
  projectNotAllowed: 'You are not allowed to sign in to this project.',
  // Users.
  userSaved: 'User saved successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  userUnlocked: 'User unlocked successfully',
  userExists: 'A user with this user code already exists.',
  passwordChanged: 'Password changed successfully',
  wrongCurrentPassword: 'The current password is not correct.',
  userLogSaved: 'User log saved successfully',
  // Rights.
  rightsSaved: 'Form rights saved successfully',
  rightsDeleted: 'Form rights deleted successfully',
  roleSaved: 'Role saved successfully',
  roleMapSaved: 'User roles saved successfully',
  // Notifications.
  notificationsMarkedRead: 'All notifications marked as read',
  notificationsCleared: 'All notifications cleared',
  notificationMarkedRead: 'Notification marked as read',
  // Accessories and labour cost.
  accessorySaved: 'Accessory saved successfully',
  accessoryUpdated: 'Accessory updated successfully',
  accessoryDeleted: 'Accessory deleted successfully',
  labourCostSaved: 'Labour cost updated successfully',
  // Sign-in, users and roles (auth, users and rights modules).
  passwordResetRequired: 'Your password must be reset. Please contact an administrator.',
  userNotConfirmed: 'Your account is not confirmed yet. Please contact an administrator.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  userNotFound: 'User not found.',
  cannotDeleteSelf: 'You cannot delete your own user.',
  cannotDisableSelf: 'You cannot disable your own user.',
  currentPasswordRequired: 'Please enter your current password.',
  superuserOnly: 'Only a super user can grant or change super user access.',
  unknownRoles: 'One or more roles do not exist.',
  unknownProjects: 'One or more projects do not exist.',
  roleNotFound: 'Role not found.',
  roleExists: 'A role with this code already exists.',
  roleInUse: 'This role is assigned to users and cannot be deleted.',
  roleCodeRequired: 'Please enter a role code using letters, digits or underscore.',
  // Maintenance invoice (spec 000 sections 5 and 8; the ones the spec does not word are ours).
  invoiceSaved: 'Maintenance invoice saved successfully',
  invoiceUpdated: 'Maintenance invoice updated successfully',
  invoiceDeleted: 'Maintenance invoice deleted successfully',
  invoiceNoLines: 'Please add atleast one record to proceed.',
  invoiceSparePartRequired: 'S/Parts. is Required',
  invoiceQtyRequired: 'Qty. is Required',
  invoiceUnitPriceRequired: 'Unitprice. is Required',
  invoiceGarageRequired: 'Garage is Required',
  invoiceSupplierRequired: 'Supplier is Required',
  invoiceDiscountPercentRange: 'Discount % must be between 0 and less than 100.',
  invoiceReturnQtyTooHigh: 'Total return qty cannot be more than qty.',
  invoiceHeaderDiscountTooHigh: 'Discount value must be less than the total of the lines.',
  invoiceNumberRequired: 'Invoice no is required to update an invoice.',
  invoiceVersionRequired: 'Version is required to update an invoice.',
  invoiceEditPastStage: 'The next stages for this Assign Technician is completed. Unable to edit.',
  invoiceDeletePastStage: 'The next stages for this Assign Technician is completed. Unable to delete.',
  invoiceUnknownJobOrder: 'Job order not found.',
  invoiceUnknownGarage: 'Garage not found.',
  invoiceUnknownSupplier: 'Supplier not found.',
  invoiceTooManyLines: 'An invoice can have at most 99 lines.',
  // Job orders (spec 000 sections 5 and 8, 001 section 8; the ones the spec does not word are ours).
  jobOrderNotFound: 'Job order not found.',
  jobOrderClosed: 'This job order is closed and cannot be changed.',
  jobOrderWrongStage: 'This job order is not at a stage that allows this step.',
  jobOrderVehicleBusy: 'Please complete or cancel existing job orders before creating a new one',
  jobOrderCannotDelete: 'Cannot delete - Job order has been invoiced or progressed beyond completion',
  // Gate passes and team leader assignment (the spec words none of these).
  gatePassInSaved: 'Gate pass in saved successfully',
  gatePassInUpdated: 'Gate pass in updated successfully',
  gatePassInDeleted: 'Gate pass in deleted successfully',
  gatePassOutSaved: 'Gate pass out saved successfully',
  gatePassOutUpdated: 'Gate pass out updated successfully',
  gatePassOutDeleted: 'Gate pass out deleted successfully',
  gatePassJobOrderRequired: 'Job order no is required',
  gatePassRemarksOutRequired: 'Remarks out is required',
  gatePassCheckoutRequired: 'Check-out date and time is required',
  gatePassDeletePastStage: 'The job order has moved past this gate pass. Unable to delete.',
  gatePassOtherJobOrder: 'This gate pass belongs to another job order.',
  assignLeaderSaved: 'Team leader assigned successfully',
  assignLeaderUpdated: 'Team leader assignment updated successfully',
  assignLeaderDeleted: 'Team leader assignment deleted successfully',
  assignLeaderRequired: 'Team leader is required',
  assignLeaderNotTeamLeader: 'The chosen user is not an active team leader of this project.',
  assignLeaderDeletePastStage: 'The job order has moved past the team leader assignment. Unable to delete.',
  // Technician assignment, parking at reception, vehicle delivery (assign-technician; texts are ours).
  assignTechnicianSaved: 'Technician assigned successfully',
  assignTechnicianDeleted: 'Technician assignment deleted successfully',
  assignTechnicianJobOrderRequired: 'Job order no is required',
  assignTechnicianTechnicianRequired: 'Technician is required',
  assignTechnicianEstJobTimeRequired: 'Estimated job time must be greater than 0 hours.',
  assignTechnicianUnknownTechnician: 'Technician not found or inactive.',
  assignTechnicianNotAssigned: 'No technician is assigned to this job order.',
  assignTechnicianDeletePastStage:
    'The next stages for this Assign Technician is completed. Unable to delete.',
  parkingReceptionSaved: 'Parking at reception saved successfully',
  parkingReceptionLocationRequired: 'Parking location is required',
  vehicleDeliverySaved: 'Vehicle delivered successfully',
  vehicleDeliveryReceivedByRequired: 'Received by is required',
  vehicleDeliveryMobileInvalid: 'Mobile number must be exactly 8 digits.',
  // MOI job cards (spec 000 sections 2, 5 and 6, 001 sections 7 and 8; the ones the spec does not word are ours).
  jobCardSaved: 'Job card saved successfully',
  jobCardUpdated: 'Job card updated successfully',
  jobCardDeleted: 'Job card deleted successfully',
  jobCardReopened: 'Job card reopened successfully',
  jobCardRejected: 'Job card rejected successfully',
  jobCardCancelled: 'Job card cancelled successfully',
  jobCardPlateRequired: 'Plate number is required',
  jobCardGarageRequired: 'Garage is required',
  jobCardServiceTypeRequired: 'Service type is required',
  jobCardChecklistRequired: 'Vehicle checklist is required',
  jobCardChecklistNoItem: 'At least one item must be selected from the vehicle checklist',
  jobCardMobileInvalid: 'Mobile number must be exactly 8 digits',
  jobCardPrevServiceFuture: 'Previous service date cannot be in the future',
  jobCardAccidentDocRequired: 'Accident document is required for accident vehicles',
  jobCardGatePassRequired: 'Gate Pass is required when Winch is needed',
  jobCardInspectorRequired: 'Please assign an inspector before saving the job card',
  jobCardStepsIncomplete: 'Please complete all steps up to inspector assignment before saving',
  jobCardUploadInProgress: 'Please wait until the upload has finished',
  jobCardUnknownVehicle: 'Vehicle not found.',
  jobCardUnknownGarage: 'Garage not found.',
  jobCardUnknownFile: 'One or more attached files are not confirmed uploads of this project.',
  jobCardUnknownInspector:
    'The selected user is not a registered inspector. Please ask an administrator to register the inspector.',
  jobCardNotMoi: 'This job order is not an MOI job card.',
  jobCardDeletePastStage: 'Only a job card waiting for or assigned to an inspector can be deleted.',
  jobCardEditPastStage: 'This job card has moved past MOI reception and can no longer be edited.',
  jobCardReopenNotClosed: 'Only a delivered or closed job card can be reopened.',
  jobCardReopenRemarksRequired: 'Please add reopen remarks',
  jobCardRejectRemarksRequired: 'Please add rejection remarks',
  jobCardCancelAdminOnly: 'Only administrators can cancel job cards.',
  inspectorAssigned: 'Inspector assigned successfully',
  inspectorAssignmentDeleted: 'Inspector assignment deleted successfully',
  checklistSaved: 'Vehicle checklist saved successfully',
  checklistDeleted: 'Vehicle checklist deleted successfully',
  checklistNotFound: 'Vehicle checklist not found.',
  inspectionRemarksRequired: 'Please add inspection remarks',
  // KPTC job orders, status changes and reception inspection (job-orders module; texts are ours).
  kjoSaved: 'Job order saved successfully',
  kjoUpdated: 'Job order updated successfully',
  kjoDeleted: 'Job order deleted successfully',
  kjoRejected: 'Job order rejected successfully',
  kjoStatusUpdated: 'Job order status updated successfully',
  kjoStatusReverted: 'Job order status reverted successfully',
  kjoSourceRequired: 'Please select a job card or a vehicle.',
  kjoGarageRequired: 'Garage is required',
  kjoUnknownVehicle: 'Vehicle not found.',
  kjoUnknownGarage: 'Garage not found.',
  kjoMobileInvalid: 'Mobile number must be exactly 8 digits.',
  kjoPrevServiceFuture: 'Previous service date cannot be in the future.',
  kjoVersionRequired: 'Version is required to update a job order.',
  kjoUnknownStatus: 'Unknown status code.',
  kjoSameStatus: 'The job order is already at this status.',
  kjoNothingToRevert: 'There is no status change to undo.',
  kjoNoOpenJobOrder: 'No open job order found for this vehicle.',
  kjoRejectRemarksRequired: 'Please add rejection remarks',
  inspectionSaved: 'Inspection saved successfully',
  inspectionUpdated: 'Inspection updated successfully',
  inspectionDeleted: 'Inspection deleted successfully',
  inspectionNotFound: 'Inspection not found.',
  inspectionJobOrderRequired: 'Job order is required',
  // Uploads and image upload (spec 000 section 5, 001 sections 5 and 8; the type and size texts are ours).
  uploadInvalidType: 'Invalid file type. Only PDF, DOC, DOCX or image files are allowed.',
  uploadInvalidImageType: 'Invalid file type. Only image files (JPEG, PNG, WEBP, GIF) are allowed.',
  uploadTooLarge: 'File is too large. The maximum size is 10 MB.',
  uploadEmpty: 'The file is empty.',
  uploadFailed: 'Upload Failed',
  documentUploadFailed: 'Document upload failed.',
  uploadInProgress: 'Cannot proceed while an upload is in progress.',
  uploadConfirmed: 'File uploaded successfully',
  uploadNotFound: 'Upload not found.',
  imagesUploaded: 'Images uploaded successfully',
  imageUploadDeleted: 'Image upload deleted successfully',
  imageDeleted: 'Image deleted successfully',
  imageUploadNoImages: 'Please upload at least one image.',
  imageUploadUnknownFile: 'One or more images are not confirmed uploads of this project.',
  imageUploadNotFound: 'Image upload not found.',
  imageNotFound: 'Image not found.',
  // Vehicle master (spec 000 section 7 "Vehicle", screen SGRM005; the spec words none of these).
  vehicleSaved: 'Vehicle saved successfully',
  vehicleUpdated: 'Vehicle updated successfully',
  vehicleDeleted: 'Vehicle deleted successfully',
  vehicleNotFound: 'Vehicle not found.',
  vehiclePlateRequired: 'Plate number is required',
  vehiclePlateFormat:
    'Plate number must be 1 or 2 digits, a slash and up to 6 digits (for example 12/34567).',
  vehicleExists: 'A vehicle with this plate number already exists.',
  vehicleMakeRequired: 'Please choose a vehicle make.',
  vehicleModelRequired: 'Please choose a vehicle model.',
  vehicleYearRange: 'Year must be one of the last 25 years.',
  vehicleColorRequired: 'Please choose a colour.',
  vehicleFuelRequired: 'Please choose a fuel type (petrol or diesel).',
  vehicleChassisRequired: 'Chassis number is required',
  vehicleChassisFormat: 'Chassis number may contain only letters and digits, at most 17.',
  vehicleCylindersRange: 'Cylinders must be a whole number from 1 to 16.',
  vehicleKilometerRange: 'Kilometres must be a whole number, 0 or more.',
  vehicleStatusRequired: 'Status must be active, inactive or maintenance.',
  vehicleVersionRequired: 'Version is required to update a vehicle.',
  vehicleUnknownMake: 'Vehicle make not found.',
  vehicleUnknownModel: 'This model does not belong to the chosen make.',
  vehicleUnknownColor: 'Colour not found.',
  vehicleUnknownCompany: 'Company not found.',
  vehicleUnknownDepartment: 'Department not found.',
  vehicleOpenJobOrder: 'Cannot delete - this vehicle has an open job order. Complete or cancel it first.',
  // Approval engine (issue 10).
  rejectionRemarksRequired: 'Please add rejection remarks',
  approvalMoiBeforeKptc: 'MOI approval required before KPTC approval',
  approvalOutOfOrder: 'This level can approve only after the levels before it have approved.',
  approvalAlreadyDecided: 'This document has already been decided at this approval level.',
  approvalNotPending: 'This document is not waiting for approval.',
  approvalNotSubmitted: 'This document has not been submitted for approval.',
  approvalLevelNotNeeded: 'This document does not need approval at this level.',
  approvalWrongRole: 'Only an approver of this level may approve or reject at it.',
  approvalDecisionRequired: 'Please choose approve or reject, or decide the lines.',
  approvalLinesUnknown: 'One or more lines do not belong to this document.',
  approvalApproved: 'Approved successfully',
  approvalRejected: 'Rejected successfully',
  approvalDraftSaved: 'Approval saved; some lines are still pending',
  approvalDeleted: 'Approval deleted successfully',
  approvalNothingToDelete: 'There is no approval at this level to delete.',
  approvalDeleteLaterLevel: 'Delete the approval of the later level first.',
  approvalDeletePastStage: 'The job order has moved on since this approval. Unable to delete.',
  // Garage technician and workshop assignment (issue 10).
  garageTechnicianSaved: 'Technicians assigned to the workshops successfully',
  garageTechnicianUpdated: 'Workshop technician assignment updated successfully',
  garageTechnicianDeleted: 'Workshop technician assignment deleted successfully',
  garageTechnicianJobOrderRequired: 'Job order no is required',
  garageTechnicianNoLines: 'Please add at least one workshop with its technician.',
  garageTechnicianTooManyLines: 'An assignment can have at most 20 workshops.',
  garageTechnicianWorkshopRequired: 'Workshop is required',
  garageTechnicianDuplicateWorkshop: 'Each workshop can be assigned only once.',
  garageTechnicianTechnicianRequired: 'Technician is required',
  garageTechnicianEstJobTimeRequired: 'Estimated job time must be greater than 0 and at most 999 hours.',
  garageTechnicianUnknownWorkshop: 'Workshop not found.',
  garageTechnicianUnknownTechnician: 'Technician not found or inactive.',
  garageTechnicianNotAssigned: 'No workshop technicians are assigned to this job order.',
  garageTechnicianEditPastStage:
    'The job order has moved past the workshop technician assignment. Unable to edit.',
  garageTechnicianDeletePastStage:
    'The job order has moved past the workshop technician assignment. Unable to delete.',
  garageTechnicianDateRange: 'The from date must not be after the to date.',
  // Garage inspection, repair job and final QC (issue 10).
  garageInspectionSaved: 'Garage inspection saved successfully',
  garageInspectionUpdated: 'Garage inspection updated successfully',
  garageInspectionDeleted: 'Garage inspection deleted successfully',
  garageInspectionJobOrderRequired: 'Please choose a job order.',
  garageInspectionLineRequired: 'Please choose the workshop, main repair and sub repair of each line.',
  garageInspectionTooManyLines: 'An inspection can have at most 80 lines.',
  garageInspectionExists: 'This job order already has a garage inspection; open it to change it.',
  garageInspectionOtherVariant: 'This inspection belongs to the other inspector (garage or MOI).',
  garageInspectionPastStage:
    'The next stages for this inspection are completed. Unable to change or delete it.',
  repairJobSaved: 'Repair job updated successfully',
  repairJobDeleted: 'Repair job progress deleted successfully',
  repairJobWrongStage: 'The repair can start only after the estimation is approved.',
  repairJobUnknownLine: 'One or more lines do not belong to this inspection.',
  finalQcSaved: 'Final QC saved successfully',
  finalQcFailed: 'Final QC failed: the vehicle goes back to repair',
  finalQcResultRequired: 'Please choose pass or fail.',
  finalQcFailRemarksRequired: 'Please add the remarks of the failed check.',
  // Estimation (issue 10).
  estimationSaved: 'Estimation saved and submitted for approval',
  estimationUpdated: 'Estimation updated and submitted for approval',
  estimationDeleted: 'Estimation deleted successfully',
  estimationTooManyLines: 'An estimation can have at most 80 lines.',
  estimationNotEditable:
    'This estimation has been approved at a level and cannot be changed. Delete the approval first.',
  estimationDeletePastStage:
    'The estimation can be deleted only while its job order is waiting for its approval. Unable to delete.',
  estimationOtherJobOrder: 'This estimation belongs to another job order.',
  estimationUnknownSubRepair: 'Sub repair not found in the master data.',
  estimationJobOrderRequired: 'Please choose a job order.',
  estimationSubRepairRequired: 'Please choose a sub repair.',
  estimationWorkRequired: 'Please describe the labour.',
  estimationHoursRequired: 'Hours are required.',
  estimationImageDeleted: 'Image deleted successfully',
  estimationOpenExists: 'This job order already has an estimation; open it to revise it.',
  // After the repair: washing, delivery approval, parking at garage, holds (issue 10).
  washingSaved: 'Washing completed successfully',
  deliveryApprovalSaved: 'Vehicle approved for delivery successfully',
  parkingGarageSaved: 'Vehicle parked at the garage successfully',
  holdSaved: 'Job order put on hold successfully',
  waitingPartsSaved: 'Job order set to waiting for spare parts successfully',
  holdReleased: 'Job order released successfully',
  holdRemarksRequired: 'Please add the reason for the hold.',
  notHeld: 'This job order is not on hold or waiting for spare parts.',
  holdWrongStage: 'Only a job order in garage work can be put on hold or set waiting for spare parts.',
  // Stock ledger, store vouchers, item requests, garage issues and requests (issue 11).
  stockInsufficient:
    'Not enough stock of {{item}} in {{store}}: {{available}} available, {{requested}} requested.',
  storeQtyRequired: 'Quantity must be a whole number from 1 to 99999.',
  storeItemRequired: 'Please choose an item.',
  storeRequired: 'Please choose a store.',
  storeTooManyLines: 'A voucher can have at most 40 lines.',
  storeTooManyTransferLines: 'A transfer voucher can have at most 20 lines.',
  storeSupplierRequired: 'Please choose a supplier.',
  storeReceiptReferenceRequired: 'Please enter the delivery note or purchase order number.',
  storeUnitCostRequired: 'Unit cost must be greater than 0 on every line.',
  storeDepartmentOrJobOrderRequired: 'Please choose a department or a job order.',
  storeJobOrderRequired: 'Please choose a job order.',
  storeToStoreRequired: 'Please choose the other store.',
  storeSameStore: 'The two stores must be different.',
  storeDuplicateItem: 'Each item can appear only once in a voucher.',
  storeVoucherRequired: 'Voucher number is required',
  storeUnknownStore: 'Store not found.',
  storeUnknownItem: 'Item {{item}} not found in the item master.',
  storeUnknownSupplier: 'Supplier not found.',
  storeUnknownDepartment: 'Department not found.',
  storeNotConsignment: 'Please choose a consignment store.',
  storeTransferPosted: 'This transfer has already been posted at the receiving store.',
  storeReturnMoreThanIssued: 'Return of {{item}} is more than was issued on {{voucher}} ({{issued}}).',
  storeReturnUnknownIssue: 'Issue voucher {{voucher}} not found.',
  storeUnknownGarageRequest: 'Garage request {{voucher}} not found.',
  reportStoreRequired: 'Please choose a store or a department, or show all garages.',
  storeReceiptSaved: 'Receipt voucher saved successfully',
  storeDirectReceiptSaved: 'Direct receipt saved successfully',
  storeIssueSaved: 'Issue voucher saved successfully',
  storeReturnSaved: 'Return voucher saved successfully',
  storeTransferSaved: 'Transfer voucher saved successfully',
  storeTransferDirectSaved: 'Direct transfer saved successfully',
  storeTransferPostedSaved: 'Transfer posted at the receiving store successfully',
  storeRequestSaved: 'Request voucher saved successfully',
  storeConsignmentSaved: 'Consignment issue saved successfully',
  itemRequestSaved: 'Item request saved and submitted for approval',
  itemRequestUpdated: 'Item request updated and submitted for approval',
  itemRequestDeleted: 'Item request deleted successfully',
  itemRequestNotEditable: 'This item request has been decided and cannot be changed.',
  itemRequestDeletePastStage: 'The item request can be deleted only before it is approved. Unable to delete.',
  itemRequestOpenExists: 'This job order already has an item request waiting for approval.',
  itemRequestOtherJobOrder: 'This item request belongs to another job order.',
  itemRequestTooManyLines: 'An item request can have at most 30 lines.',
  itemRequestNotApproved: 'This item request is not approved.',
  itemRequestIssueTooMuch: 'Issue of {{item}} is more than approved and not yet issued ({{open}}).',
  itemRequestReturnTooMuch: 'Return of {{item}} is more than was issued and not yet returned ({{issued}}).',
  itemRequestLineUnknown: 'One or more lines do not belong to this item request.',
  itemRequestLineNotApproved: 'Only approved lines can be issued.',
  itemRequestPurchaseLinked: 'Purchase request linked to the item request successfully',
  itemRequestIssuesLinked: 'Issue vouchers recorded on the job order successfully',
  itemReturnSaved: 'Items returned to the store successfully',
  garageIssueSaved: 'Garage issue voucher saved successfully',
  garageIssueDeleted: 'Garage issue voucher deleted successfully',
  garageIssueDeletePastStage: 'The job order has moved on since this issue. Unable to delete.',
  garageIssueSourceRequired: 'Please choose an approved item request or a garage request.',
  garageRequestSaved: 'Garage request saved successfully',
  garageRequestDeleted: 'Garage request deleted successfully',
  garageRequestDeletePastStage:
    'The garage request can be deleted only until its parts are issued. Unable to delete.',
  garageRequestIssueTooMuch: 'Issue of {{item}} is more than requested and not yet issued ({{open}}).',
  // Item master and its open requests (issue 11).
  itemSaved: 'Item saved successfully',
  itemUpdated: 'Item updated successfully',
  itemExists: 'An item with this code already exists.',
  itemCodeRequired: 'Item code is required',
  itemNameRequired: 'Item name is required',
  itemUomRequired: 'Please choose a unit of measure.',
  itemCategoryRequired: 'Please choose a category.',
  itemPriceRange: 'Price must be from 0 to 999999.999 KWD.',
  openRequestSaved: 'Item open request saved successfully',
  openRequestApproved: 'Item opened in the item master successfully',
  openRequestRejected: 'Item open request rejected',
  openRequestDecided: 'This open request has already been decided.',
  // Procurement, delegation of authority and approval limits (issue 12).
  supplierNotMoiApproved: 'Only MOI approved suppliers can be selected',
  approvalOverLimit: 'The amount {{amount}} KWD is above the approval limit of this level ({{limit}} KWD).',
  approvalLimitAmount: 'The limit must be an amount greater than 0 KWD.',
  approvalLimitSaved: 'Approval limit saved successfully',
  delegationDelegateRequired: 'Please choose the acting delegate.',
  delegationRoleRequired: 'Please choose at least one approver role to delegate.',
  delegationSelf: 'You cannot delegate to yourself.',
  delegationUnknownUser: 'User {{user}} not found.',
  delegationRoleNotHeld: 'Only a role the delegator holds can be delegated ({{role}}).',
  delegationOthersNotAllowed: 'Only an administrator can name a delegate for another user.',
  delegationTooLong: 'A delegation can last at most 90 days.',
  delegationInPast: 'A delegation cannot end before today.',
  delegationOverlap: '{{delegator}} already has a delegation of {{role}} in these dates.',
  delegationSaved: 'Delegation saved successfully',
  delegationDeleted: 'Delegation ended successfully',
  purchaseRequestSaved: 'Purchase request saved and submitted for approval',
  purchaseRequestUpdated: 'Purchase request updated and submitted for approval',
  purchaseRequestDeleted: 'Purchase request deleted successfully',
  purchaseRequestNotEditable: 'This purchase request has been decided and cannot be changed.',
  purchaseRequestDeletePastStage:
    'The purchase request can be deleted only before it is approved at a level. Unable to delete.',
  purchaseRequestTooManyLines: 'A purchase request can have at most 30 lines.',
  purchaseRequestNotApproved: 'This purchase request is not approved.',
  purchaseRequestOpenExists: 'This job order already has a purchase request in progress.',
  purchaseRequestKind: 'This call is for purchase requests {{kind}} a job order.',
  purchaseRequestUnknown: 'Purchase request {{docnumbr}} not found.',
  quotationSaved: 'Purchase quotation saved successfully',
  quotationDeleted: 'Purchase quotation deleted successfully',
  quotationDocumentRequired: "Please attach the supplier's quotation document.",
  quotationSupplierExists: 'This supplier already has a quotation for this purchase request.',
  quotationPriceRequired: 'Unit price must be greater than 0 on every quoted line.',
  quotationLineUnknown: 'One or more lines are not approved lines of the purchase request.',
  quotationReferenceRequired: "Please enter the supplier's quotation number.",
  quotationValidity: 'The quotation must be valid on or after its date.',
  quotationLocked: 'A cost sheet has been prepared from these quotations. Delete the cost sheet first.',
  costSheetSaved: 'Cost sheet saved and submitted for approval',
  costSheetUpdated: 'Cost sheet updated and submitted for approval',
  costSheetDeleted: 'Cost sheet deleted successfully',
  costSheetNoQuotations: 'Cost sheet needs at least one quotation for every approved line.',
  costSheetLineUnknown: 'Every approved line of the purchase request must be chosen once.',
  costSheetNoOffer: 'Supplier {{supplier}} did not quote for item {{item}}.',
  costSheetReasonRequired: 'Please give a reason for not choosing the lowest price for item {{item}}.',
  costSheetExists: 'This purchase request already has a cost sheet.',
  costSheetNotEditable: 'This cost sheet has been decided and cannot be changed.',
  costSheetDeletePastStage: 'A purchase order has been made from this cost sheet. Delete it first.',
  costSheetNotApproved: 'This cost sheet is not approved.',
  lpoSaved: 'Local purchase order saved and submitted for approval',
  lpoDeleted: 'Local purchase order deleted successfully',
  lpoExists: 'This cost sheet already has a purchase order for this supplier.',
  lpoSupplierNotChosen: 'Supplier {{supplier}} was not chosen for any item of this cost sheet.',
  lpoNotEditable: 'This purchase order has been decided and cannot be changed.',
  lpoNotApproved: 'This purchase order is not approved.',
  lpoDeletePastStage: 'Items have been received against this purchase order. Delete the inspection first.',
  lpoDeliveryDate: 'The delivery date cannot be before the order date.',
  purInspectionSaved: 'Item inspection saved and the accepted items received into the store',
  purInspectionDeleted: 'Item inspection deleted and its receipt reversed',
  inspectionLineUnknown: 'One or more lines do not belong to this purchase order.',
  inspectionTooMuch: 'Received quantity of {{item}} is more than ordered and not yet received ({{open}}).',
  inspectionAccepted: 'Accepted and rejected quantities must add up to the received quantity.',
  inspectionNothing: 'Please receive at least one item.',
  inspectionRejectRemarks: 'Please add remarks for the rejected quantity of {{item}}.',
  verifyParamsRequired: 'The verification link is incomplete.',
  verifyNotFound: 'This document is not in the records.',
  verifyLinkInvalid: 'The verification link is not valid.',
  // Tender price master (screen SGRM002); supplier and item checks reuse supplierNotMoiApproved,
  // storeUnknownSupplier, storeUnknownItem, storeItemRequired and storeSupplierRequired.
  tenderPriceSaved: 'Tender price saved successfully',
  tenderPriceUpdated: 'Tender price updated successfully',
  tenderPriceDeleted: 'Tender price deleted successfully',
  tenderPriceExists: 'A tender price for this item, supplier and tender number already exists.',
  tenderPriceOtherTender:
    'This supplier already has a tender price for this item under tender {{tenderno}}. Edit that price or delete it first.',
  tenderNoRequired: 'Tender number is required',
  tenderNoFormat: 'Tender number can have up to 40 letters, digits, slashes, dots, dashes or underscores.',
  tenderPriceAmount:
    'Tender price must be greater than 0 and at most 999999.999 KWD, with at most 3 decimals.',
  tenderValidFromRequired: 'Valid from date is required',
  tenderValidToRequired: 'Valid to date is required',
  tenderValidity: 'The valid from date must not be after the valid to date.',
  // Petty cash (issue 13)
  pettyCashSaved: 'Petty cash saved and submitted for approval',
  pettyCashUpdated: 'Petty cash updated and submitted for approval',
  pettyCashDeleted: 'Petty cash deleted successfully',
  pettyCashOverLimit:
    'Petty cash is for small purchases: the total {{amount}} KWD is above the petty cash limit of {{limit}} KWD.',
  pettyCashVendorRequired: 'Please choose a supplier or enter the vendor name.',
  pettyCashDescriptionRequired: 'Please enter a description for every line.',
  pettyCashTooManyLines: 'Petty cash can have at most 30 lines.',
  pettyCashNumberRequired: 'Please choose a petty cash number.',
  pettyCashFutureDate: 'The petty cash date cannot be after today.',
  pettyCashNotEditable: 'This petty cash has been decided and cannot be changed.',
  pettyCashDeletePastStage: 'Approved petty cash cannot be deleted. Delete the approval first.',
  pettyCashNotApproved: 'This petty cash is not approved.',
  pettyCashJobOrderChange: 'The job order of a saved petty cash cannot be changed.',
  pettyCashPaid: 'This petty cash has been paid; its approval cannot be deleted.',
  // Supplier invoice (issue 13)
  supplierInvoiceSaved: 'Supplier invoice saved and submitted for approval',
  supplierInvoiceUpdated: 'Supplier invoice updated and submitted for approval',
  supplierInvoiceDeleted: 'Supplier invoice deleted successfully',
  supplierInvoiceLpoRequired: 'Please choose a purchase order.',
  supplierInvoiceNumberRequired: "Please enter the supplier's invoice number.",
  supplierInvoiceDateRequired: "Please enter the supplier's invoice date.",
  supplierInvoiceDateFuture: "The supplier's invoice date cannot be after today.",
  supplierInvoiceDocumentRequired: "Please attach the supplier's invoice document.",
  supplierInvoicePriceRequired: 'Unit price must be greater than 0 on every invoiced line.',
  supplierInvoiceNumberExists:
    'Supplier {{supplier}} already has an invoice numbered {{suppinvno}} ({{docnumbr}}).',
  supplierInvoiceWrongSupplier: 'Purchase order {{lpono}} is not from supplier {{supplier}}.',
  supplierInvoiceOverReceived:
    'Invoiced quantity of {{item}} is more than received and not yet invoiced ({{open}}).',
  supplierInvoiceOtherOrder:
    'An invoice cannot be moved to another purchase order. Delete it and save a new one.',
  supplierInvoiceMismatchRemarks:
    'Please give remarks to approve an invoice that does not match its purchase order.',
  supplierInvoiceNotEditable: 'This supplier invoice has been decided and cannot be changed.',
  supplierInvoiceDeletePastStage:
    'The supplier invoice can be deleted only before it is approved. Unable to delete.',
  inspectionInvoiced:
    'Supplier invoices bill quantities this inspection received. Delete or change those invoices first.',
  supplierInvoicePaid: 'This supplier invoice has been paid; its approval cannot be deleted.',
  // 3-in-1 invoice, final invoice and job order submit (issue 13).
  threeInOneSaved: '3-in-1 invoice saved and submitted for approval',
  threeInOneDeleted: '3-in-1 invoice deleted successfully',
  threeInOneNotDelivered: 'The job order must be delivered before its 3-in-1 invoice is prepared.',
  threeInOneExists: 'Job order {{jobordno}} already has a 3-in-1 invoice ({{docnumbr}}).',
  threeInOneNoCosts: 'Job order {{jobordno}} has no costs to invoice yet.',
  threeInOneNotEditable: 'This 3-in-1 invoice has been approved and cannot be changed.',
  threeInOneDeletePastStage: 'A final invoice has been issued from this 3-in-1 invoice. Delete it first.',
  finalInvoiceSaved: 'Final invoice issued successfully',
  finalInvoiceDeleted: 'Final invoice deleted successfully',
  finalInvoiceNotApproved: 'The 3-in-1 invoice of job order {{jobordno}} is not approved yet.',
  finalInvoiceExists: 'Job order {{jobordno}} already has a final invoice ({{docnumbr}}).',
  finalInvoiceSubmitted: 'The job order has been submitted for payment. Its final invoice cannot be deleted.',
  finalInvoiceNone: 'Job order {{jobordno}} has no final invoice.',
  joSubmitted: 'Job order submitted for payment successfully',
  // Issue 14 H1 (master data: vehicle side).
  // Issue 14 H2 (master data: repairs, labour, employees).
  // Issue 14 H3 (warranty and winch).
  // Issue 14 H4 (scrap spares, transfers, engine service).
  // Issue 14 H5 (stickers).
  // Issue 14 H6 (messages).
  // Field checks of the input schemas (zod) that are not worded above.
  fieldInvalid: 'Please check the value of {{field}}.',
  useIsoDay: 'Use YYYY-MM-DD',
  useIsoDateTime: 'Use an ISO date and time',
  dateWindowReversed: 'The from date must not be after the to date.',
  userCodeCharacters: 'Use letters, digits, dot, dash or underscore only',
  codeCharacters: 'Use letters, digits or underscore only',
  passwordPolicy:
    'Password must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol.',
  kjoFindingRequired: 'Finding is required',
  unknownScreenCode: 'Unknown screen code',
} as const;

export type MessageKey = keyof typeof messages;

declare const formatted: unique symbol;
/** A catalogue template with its `{{name}}` placeholders filled (`formatMessage`). */
export type FormattedMessage = string & { readonly [formatted]: true };

/**
 * A text of the catalogue, as it is or with its placeholders filled. Every message the server sends
 * (errors and the first element of a write call's answer) has this type, so it has a key the SPA
 * translates (`errors:<key>`, with the placeholders' values) and the locale test checks that key in
 * both languages: a message without Arabic cannot reach the wire.
 */
export type ServerMessage = (typeof messages)[MessageKey] | FormattedMessage;

const placeholder = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's templates (messages with placeholders) as patterns that read the values back. */
const templates = Object.entries(messages)
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => {
    const names = [...text.matchAll(placeholder)].map((match) => match[1]!);
    const pattern = new RegExp(
      `^${text
        .split(placeholder)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('')}$`,
      's',
    );
    return { key: key as MessageKey, names, pattern };
  });

const byText = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]) => [text, key as MessageKey]),
);

/** Fills a template's placeholders: what the server sends, in English (the spec's wording). */
export function formatMessage(
  template: (typeof messages)[MessageKey],
  values: Record<string, string | number>,
): FormattedMessage {
  return template.replace(placeholder, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  ) as FormattedMessage;
}

/** The catalogue key of a message and its placeholders' values, if it is a catalogue message. */
export function parseServerMessage(
  text: string,
): { key: MessageKey; values: Record<string, string> } | undefined {
  const exact = byText.get(text);
  if (exact) return { key: exact, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match)
      return {
        key: template.key,
        values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]!])),
      };
  }
  return undefined;
}

/** Whether `text` is a catalogue message (the server's runtime check of what it sends). */
export function isServerMessage(text: unknown): text is ServerMessage {
  return typeof text === 'string' && parseServerMessage(text) !== undefined;
}
