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
} as const;

export type MessageKey = keyof typeof messages;
