/**
 * Which menus open which archive calls. Pages of the three areas (liquefied, industrial, vehicle) share the calls, so
 * a call is open to any of its pages' menus; the data scope in SQL then decides which rows a user sees.
 */
export const archiveMenus = {
  /** Reading archives: every page that shows cylinder records (grouped by area: liquefied, industrial, vehicle). */
  // prettier-ignore
  query: [
    '001001', '001002', '001005', '001006', '001007',
    '002001', '002002', '002003', '002004', '002005',
    '003001', '003002', '003006', '003007', '003008', '003009', '003010', '003011',
  ],
  /** Registering, editing, deleting and importing archives. */
  manage: ['001005', '002003', '003009'],
  audit: ['001006', '002004', '003002'],
  blacklist: ['001002', '002002', '003010'],
  abnormal: ['001007', '002005', '003011'],
  vehicleTypes: ['003012'],
  cylinderTypes: ['003013', '008006'],
  referenceData: ['008006'],
  inspectionRules: ['008007'],
} as const satisfies Record<string, readonly string[]>;
