import { pageCapabilities, type Capability } from './menus';

/** Every capability: the calls that every built page uses (its dropdowns, column configuration, saved views). */
const everyPage = Object.keys(pageCapabilities) as Capability[];

/**
 * The calls that pages of several kinds share, each with the capabilities of the pages that use it (the server's
 * access and the web's checks read this one table). A user none of whose menus opens such a page (the bank, whose one
 * menu 押金管理 has no built page) is refused them: see docs/security.md, Authorisation.
 */
export const sharedCallCapabilities = {
  /** The dropdowns, column configuration and saved views of the list and form pages: every built page. */
  listPages: everyPage,
  /** /Dashboard and /DashboardBig: counts and samples of archives, fillings and inspections. */
  dashboard: ['readArchives', 'fillingRecords', 'inspections'],
  /** /SunshineDashboard: the latest fillings, the interlock's refusals and the abnormal fillings. */
  sunshineDashboard: ['fillingRecords', 'fillingRefusals', 'abnormalFillings'],
  /** 充装前查询 on the refused-fillings page: the interlock's answer for a barcode. */
  fillingInterlock: ['fillingRefusals'],
  /** The picture upload of the archive form, the blacklist reason and an operator's signature. */
  imageUpload: ['manageArchives', 'blacklist', 'stationUpkeep'],
  /**
   * Reading a stored picture: the pages that show the records owning pictures (archives and their vendors' seals,
   * blacklist evidence, operators' signatures); platform/fileAccess.ts then asks the owning record's own capability.
   */
  imageRead: ['readArchives', 'manageArchives', 'blacklist', 'stationUpkeep', 'cylinderTypes'],
  /** A filling station's licence and its expiry warning: the station pages (a station's own users always pass). */
  stationLicence: ['fillStations', 'stationUpkeep'],
} as const satisfies Record<string, readonly Capability[]>;

export type SharedCall = keyof typeof sharedCallCapabilities;
