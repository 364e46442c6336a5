import { vi, type Mock } from 'vitest';
import {
  abnormalApi,
  blacklistApi,
  citySignOnApi,
  cylinderApi,
  cylinderRegistryApi,
  cylinderTypeApi,
  dropDownApi,
  enterprisePage,
  inspectionRuleApi,
  mediumApi,
  menuOfPage,
  specApi,
  usageSummaryPage,
  vehicleTypeApi,
  vendorApi,
  wechatApi,
  menuName,
  menuTree,
  type LoginResponse,
  type PublicCylinderDetail,
  type PublicCylinderRow,
} from '@gcs/contracts';
import type { Api } from '../src/api/api';
import type { ContractCall } from '../src/api/call';
import type { ContractClient } from '../src/api/contractClient';
import { fakeSharedClient } from './components/fakeShared';

export function row(overrides: Partial<PublicCylinderRow>): PublicCylinderRow {
  return {
    id: 'handle-1',
    ordinalNum: 1,
    stationName: '示范燃气有限公司',
    belongType: 0,
    vendorName: '示范气瓶制造厂',
    makeDate: '2019-05-01',
    serialNumber: 'SN001',
    barcode: 'QP0001',
    vendorBarcode: 'VB001',
    selfCode: 'ZY001',
    mediumName: '液化石油气',
    categoryName: '液化气瓶',
    typeName: 'YSP35.5',
    cylinderStatus: '正常',
    blackList: false,
    ...overrides,
  };
}

export function detail(overrides: Partial<PublicCylinderDetail> = {}): PublicCylinderDetail {
  return {
    id: 'handle-1',
    category: 1,
    categoryName: '液化气瓶',
    stationName: '示范燃气有限公司',
    vendorName: '示范气瓶制造厂',
    serialNumber: 'SN001',
    selfCode: 'ZY001',
    typeName: 'YSP35.5',
    mediumName: '液化石油气',
    makeDate: '2019-05-01',
    lastInspectionDate: '2023-05-01',
    nextInspectionDate: '2027-05-01',
    scrapDate: '2027-05-01',
    registerCode: 'DJ-001',
    nominalWorkingPressure: 2.1,
    volume: 35.5,
    wallThickness: 2.6,
    cylinderStatus: '正常',
    barcode: 'QP0001',
    vendorBarcode: 'VB001',
    spec: '15kg',
    cylinderRemark: null,
    recordEntityName: '示范燃气有限公司',
    recordTime: '2020-01-02',
    lastModifyEntityName: null,
    lastModifyTime: null,
    belongType: 0,
    proofMaterial: 5,
    blackList: false,
    auditRegulatorName: '示范市市场监督管理局',
    auditTime: '2020-01-03',
    departmentName: '车管所',
    plateNum: '示A***45',
    vcTypeNmae: '出租车',
    installEntityName: '安装公司',
    installDate: '2020-01-01',
    ...overrides,
  };
}

const emptyList = { result: true, messeage: '', totalCount: 0, list: [] };

/** A successful login answer; tests override the account they need. */
export function loginAnswer(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    succeded: true,
    accessToken: 'tok-login',
    userName: '张监管',
    id: 7,
    level: 3,
    belongToType: 10,
    belongTo: 12,
    loginCode: 'jg001',
    roleName: '监管人员',
    isSystemManeger: false,
    updatePasswordTime: new Date().toISOString(),
    stationType: null,
    errorMessage: '',
    regulatorCode: '330400',
    regulatorId: 12,
    stationCode: null,
    enteredBy: null,
    passwordChangeReason: null,
    ...overrides,
  };
}

/** The menus of spec 01's menu tree for the given codes, as GetUserPermission sends them. */
export function menusFor(codes: readonly string[]): { menuName: string; menuCode: string }[] {
  return menuTree
    .filter((entry) => codes.includes(entry.code))
    .map((entry) => ({ menuName: menuName(entry), menuCode: entry.code }));
}

/** A spy for every call of a contract group, answering an empty list until a test says otherwise. */
export function fakeContractClient<T extends Record<string, ContractCall>>(calls: T): ContractClient<T> {
  const entries = Object.keys(calls).map((name) => [name, vi.fn().mockResolvedValue(emptyList)]);
  return Object.fromEntries(entries) as ContractClient<T>;
}

/**
 * An Api whose every call is a spy; tests override the ones they care about. `send` (the list engine's way of making
 * any contract call) answers through the spy of the same call, so tests assert on `api.blacklist.list` alike.
 */
export function fakeApi(): Api {
  const api: Omit<Api, 'send'> = {
    front: {
      frontEnd: vi.fn().mockRejectedValue(new Error('offline')),
      applicationName: vi.fn().mockResolvedValue({ result: true, messeage: '', data: '示范市气瓶安全监管平台' }),
    },
    auth: {
      login: vi.fn().mockResolvedValue(loginAnswer()),
      logout: vi.fn().mockResolvedValue({ result: true, messeage: '' }),
      userPermission: vi.fn().mockResolvedValue({
        result: true,
        messeage: '',
        data: { list: menusFor(['005', menuOfPage(usageSummaryPage.kind), menuOfPage(enterprisePage.kind)]) },
      }),
      updatePassword: vi.fn().mockResolvedValue({ succeded: true, errorMessage: '', message: '密码修改成功' }),
      updateWeakPassword: vi.fn().mockResolvedValue({ succeded: true, errorMessage: '', message: '密码修改成功' }),
      superAdminSelectUser: vi.fn().mockResolvedValue({ result: true, messeage: '', list: [] }),
    },
    citySignOn: {
      ...fakeContractClient(citySignOnApi),
      changZhouLogin: vi.fn().mockResolvedValue(loginAnswer()),
      freeLogin: vi.fn().mockResolvedValue(loginAnswer()),
      provinceLogin: vi.fn().mockResolvedValue(loginAnswer()),
      czIdentityLogin: vi.fn().mockResolvedValue(loginAnswer()),
      authLogin: vi.fn().mockResolvedValue(loginAnswer()),
    },
    goToProvider: vi.fn().mockResolvedValue(undefined),
    station: {
      fillStationInfo: vi.fn().mockResolvedValue({ result: true, messeage: '', list: [] }),
      expiryWarningSetting: vi
        .fn()
        .mockResolvedValue({ result: true, messeage: '', data: { beforeFillingCheckExpiryWarningMonth: 1 } }),
    },
    dropDown: fakeContractClient(dropDownApi),
    cylinder: fakeContractClient(cylinderApi),
    cylinderRegistry: {
      ...fakeContractClient(cylinderRegistryApi),
      importCylinders: vi.fn().mockResolvedValue({ result: true, messeage: '', imported: 0, errors: [] }),
      importTemplate: vi.fn().mockResolvedValue(new Blob()),
    },
    shared: fakeSharedClient(),
    blacklist: fakeContractClient(blacklistApi),
    abnormal: fakeContractClient(abnormalApi),
    vendor: fakeContractClient(vendorApi),
    medium: fakeContractClient(mediumApi),
    cylinderType: fakeContractClient(cylinderTypeApi),
    spec: fakeContractClient(specApi),
    vehicleType: fakeContractClient(vehicleTypeApi),
    inspectionRule: fakeContractClient(inspectionRuleApi),
    inspectionReports: {
      upload: vi
        .fn()
        .mockResolvedValue({ result: true, messeage: '', data: { inspectionId: 1, reportCode: '', fileName: '' } }),
      allUpload: vi.fn().mockResolvedValue({ result: true, messeage: '', data: { succeeded: 0, failed: 0, list: [] } }),
      file: vi.fn().mockResolvedValue(new Blob()),
    },
    explanations: {
      addWithFiles: vi.fn().mockResolvedValue({ result: true, messeage: '', data: { id: 1 } }),
      file: vi.fn().mockResolvedValue(new Blob()),
    },
    wechat: fakeContractClient(wechatApi),
    public: {
      list: vi.fn().mockResolvedValue(emptyList),
      detail: vi.fn().mockResolvedValue({ result: true, messeage: '', data: detail() }),
      inspections: vi.fn().mockResolvedValue(emptyList),
      archiveImages: vi.fn().mockResolvedValue(emptyList),
      supplementalPhotos: vi.fn().mockResolvedValue(emptyList),
      fillings: vi.fn().mockResolvedValue(emptyList),
    },
  };
  const groups: [Record<string, ContractCall>, object][] = [
    [dropDownApi, api.dropDown],
    [cylinderApi, api.cylinder],
    [blacklistApi, api.blacklist],
    [abnormalApi, api.abnormal],
    [vendorApi, api.vendor],
    [mediumApi, api.medium],
    [cylinderTypeApi, api.cylinderType],
    [specApi, api.spec],
    [vehicleTypeApi, api.vehicleType],
    [inspectionRuleApi, api.inspectionRule],
  ];
  const spies = new Map(
    groups.flatMap(([calls, client]) =>
      Object.entries(calls).map(([name, call]) => [
        call.path,
        (client as Record<string, (options?: unknown) => Promise<unknown>>)[name],
      ]),
    ),
  );
  const sent = new Map<string, Mock>();
  const send = ((call: ContractCall, options?: unknown) => {
    const spy = spies.get(call.path) ?? sendSpy(faked, call);
    return spy(options);
  }) as Api['send'];
  const faked = { ...api, send };
  sentCalls.set(faked, sent);
  return faked;
}

const sentCalls = new WeakMap<Api, Map<string, Mock>>();

/**
 * The spy that answers a call only `send` makes (no domain client has it: the units' calls), by its contract: an empty
 * list until the test says otherwise.
 */
export function sendSpy(api: Api, call: ContractCall): Mock {
  const sent = sentCalls.get(api);
  if (!sent) throw new Error('not a fakeApi');
  let spy = sent.get(call.path);
  if (!spy) {
    spy = vi.fn().mockResolvedValue(emptyList);
    sent.set(call.path, spy);
  }
  return spy;
}
