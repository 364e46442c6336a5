import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  archiveManagementPage,
  archiveQueryPage,
  blacklistPage,
  defaultHostConfig,
  type CylinderDetail,
  type CylinderRow,
  type LoginResponse,
  menuOfPage,
} from '@gcs/contracts';
import type { Api } from '../../../src/api/api';
import { AppProviders } from '../../../src/app/AppProviders';
import { buildMenuRoutes } from '../../../src/app/guard/menuRoutes';
import { SessionContext, type SessionValue } from '../../../src/app/session/SessionContext';
import { sessionUserFrom } from '../../../src/app/session/sessionStore';
import { fakeApi, loginAnswer, menusFor } from '../../fakeApi';

/** Menus of a regulator who may query, manage and blacklist liquefied-gas cylinders. */
export const managerMenus = [
  '001',
  menuOfPage(archiveQueryPage.kind, '/GasCylinder/'),
  menuOfPage(blacklistPage.kind, '/GasCylinder/'),
  menuOfPage(archiveManagementPage.kind, '/GasCylinder/'),
];
export const readerMenus = ['001', menuOfPage(archiveQueryPage.kind, '/GasCylinder/')];

export interface RenderOptions {
  menus?: string[];
  user?: Partial<LoginResponse>;
  api?: Api;
}

/** Renders an archive element at a path, inside a session with the given menus, over the fake API. */
export function renderArchive(
  path: string,
  element: ReactNode,
  { menus = managerMenus, user, api = fakeApi() }: RenderOptions = {},
) {
  const session: SessionValue = {
    user: sessionUserFrom(loginAnswer(user)),
    routes: buildMenuRoutes(menusFor(menus)),
    config: defaultHostConfig,
    landingPath: '/Main',
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders api={api} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionContext.Provider value={session}>{element}</SessionContext.Provider>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, api, queryClient };
}

/** A station user (belongToType 1): registers for its own station. */
export const stationUser: Partial<LoginResponse> = {
  belongToType: 1,
  belongTo: 31,
  roleName: '充装站管理员',
  stationCode: 'CZ031',
};

export function archiveRow(overrides: Partial<CylinderRow> = {}): CylinderRow {
  return {
    id: 1,
    ordinalNum: 1,
    stationId: 31,
    stationName: '示范燃气有限公司',
    vendorName: '示范气瓶制造厂',
    serialNumber: 'SN001',
    makeDate: '2019-05',
    barcode: 'QP0001',
    vendorBarcode: 'VB001',
    selfCode: 'ZY001',
    inspectionStationName: '示范检验所',
    lastInspectionDate: '2023-05',
    nextInspectionDate: '2027-05',
    scrapDate: '2027-05',
    lastModifyTime: null,
    auditNotice: '已审核',
    auditResult: 1,
    typeName: 'YSP35.5',
    mediumName: '液化石油气',
    spec: '15kg',
    volume: 35.5,
    nominalWorkingPressure: 2.1,
    wallThickness: 2.6,
    status: 0,
    cylinderStatus: '正常',
    recordMan: '李建档',
    recordEntityName: '示范燃气有限公司',
    recordTime: '2020-01-02 10:03:04',
    registerCode: 'CQ-001',
    plateNum: null,
    vcTypeName: null,
    isIssued: false,
    issuedStatusDesc: '未发证',
    issuedNo: null,
    belongType: 0,
    belongTypeDesc: '自有产权',
    blackList: false,
    barcodeColorStatus: '绿码',
    category: 1,
    departmentName: null,
    installEntityName: null,
    installDate: null,
    ...overrides,
  };
}

export function archiveDetail(overrides: Partial<CylinderDetail> = {}): CylinderDetail {
  return {
    id: 1,
    barcode: 'QP0001',
    category: 1,
    categoryName: '液化气瓶',
    stationId: 31,
    stationName: '示范燃气有限公司',
    vendorId: 5,
    vendorName: '示范气瓶制造厂',
    serialNumber: 'SN001',
    vendorBarcode: 'VB001',
    selfCode: 'ZY001',
    registerCode: 'CQ-001',
    typeId: 6,
    typeName: 'YSP35.5',
    mediumId: 7,
    mediumName: '液化石油气',
    specId: 8,
    spec: '15kg',
    productStandard: 'GB 5842',
    makeDate: '2019-05',
    lastInspectionDate: '2023-05',
    nextInspectionDate: '2027-05',
    scrapDate: '2027-05',
    nominalWorkingPressure: 2.1,
    volume: 35.5,
    wallThickness: 2.6,
    status: 0,
    cylinderStatus: '正常',
    barcodeColorStatus: '绿码',
    belongType: 0,
    belongTypeDesc: '自有产权',
    isValid: true,
    blackList: false,
    cylinderRemark: null,
    proofMaterial: 5,
    proofMaterialNames: ['产品质量证明书', '产权证明'],
    recordEntityName: '示范燃气有限公司',
    recordMan: '李建档',
    recordTime: '2020-01-02 10:03:04',
    lastModifyEntityName: null,
    lastModifyTime: null,
    auditResult: 1,
    auditNotice: '已审核',
    auditRegulatorName: '示范市市场监督管理局',
    auditPersonName: '张审核',
    auditTime: '2020-01-03 09:00:00',
    auditRemark: null,
    isIssued: false,
    issuedStatusDesc: '未发证',
    issuedNo: null,
    departmentName: null,
    plateNum: null,
    vehicleTypeId: null,
    vcTypeNmae: null,
    installEntityName: null,
    installDate: null,
    isInstalledPressureRetainingValve: null,
    dateRule: {
      id: 3,
      ruleKey: 2,
      version: 1,
      inspectionPeriodMonths: 48,
      firstInspectionMonths: null,
      designLifeYears: 8,
      standard: 'GB 5842',
      remark: null,
      isCurrent: true,
    },
    ...overrides,
  };
}

export const listOf = <T,>(list: T[], totalCount = list.length) => ({ result: true, messeage: '', totalCount, list });

/*
 * Fast queries: ByRole computes accessible names over the whole antd table, which takes seconds in jsdom; these read
 * the DOM directly and match what a user sees (the button's text, the dialog's title).
 */
const matches = (text: string, name: string | RegExp) => (typeof name === 'string' ? text === name : name.test(text));
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, '');

/** Buttons whose text (or aria-label) is the name, inside the container. */
export function buttonsNamed(name: string | RegExp, container: ParentNode = document.body): HTMLButtonElement[] {
  return Array.from(container.querySelectorAll('button')).filter((button) =>
    matches(button.getAttribute('aria-label') ?? textOf(button), name),
  );
}

export function buttonNamed(name: string | RegExp, container: ParentNode = document.body): HTMLButtonElement {
  const found = buttonsNamed(name, container);
  if (found.length === 0) throw new Error(`没有找到按钮：${String(name)}`);
  return found[0] as HTMLButtonElement;
}

export const findButton = (name: string | RegExp, container: ParentNode = document.body) =>
  waitFor(() => buttonNamed(name, container));

/** The open dialog whose title is the text. */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((element) =>
      Array.from(element.querySelectorAll('.ant-modal-title, .ant-drawer-title')).some(
        (node) => textOf(node) === title.replace(/\s+/g, ''),
      ),
    );
    if (!dialog) throw new Error(`没有找到对话框：${title}`);
    return dialog;
  });
}

/** The column titles of the first table in the container. */
export function columnTitles(container: ParentNode = document.body): string[] {
  const head = container.querySelector('thead');
  return head ? Array.from(head.querySelectorAll('th')).map((cell) => textOf(cell)) : [];
}

/** The table row that shows the text. */
export function rowWith(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`没有找到行：${text}`);
  return row as HTMLElement;
}
