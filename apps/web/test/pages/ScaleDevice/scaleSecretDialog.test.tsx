import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CylinderCategory, scaleDeviceApi, scaleDevicesPage, type IssuedScaleCredential } from '@gcs/contracts';
import type { ActionContext } from '../../../src/lists/actionTypes';
import { ScaleSecretDialog } from '../../../src/pages/ScaleDevice/ScaleSecretDialog';
import { scaleDeviceActions } from '../../../src/pages/ScaleDevice/scaleDeviceActions';
import { fakeApi, sendSpy } from '../../fakeApi';
import { findDialog, ok, renderPage, slow, within } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 60_000 });

const issued: IssuedScaleCredential = {
  id: 7,
  deviceNumber: 'JX-FS01-B9',
  deviceGuid: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
  secret: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6',
  issuedAt: '2026-11-26 10:00:00',
};
/** The dialog of one of the page's dialog actions. */
const dialogOf = (key: string) => (scaleDeviceActions[key] as { dialog: ComponentType<ActionContext> }).dialog;
const header = `Device ${issued.deviceGuid}:${issued.secret}`;

function context(overrides: Partial<ActionContext> = {}): ActionContext {
  const table = scaleDevicesPage.list({
    category: CylinderCategory.Liquefied,
    isVehicle: false,
    pageName: 'ScaleDevice',
  }).tables[0]!;
  return {
    area: {
      category: CylinderCategory.Liquefied,
      categoryName: '液化气瓶',
      isVehicle: false,
      pageName: 'ScaleDevice',
      kind: 'scaleDevices',
    },
    table,
    action: table.actions![0]!,
    query: {},
    total: 0,
    chosen: [],
    row: undefined,
    onDone: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}

describe('the secret of a scale, shown once', () => {
  it('shows the device GUID, the secret and the whole Authorization header with the warning, and copies them', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    renderPage(<ScaleSecretDialog issued={issued} onClose={onClose} />, '/Register/ScaleDevice');
    const dialog = await findDialog('充装秤 JX-FS01-B9 的密钥');
    expect(within(dialog).getByText('密钥只显示这一次，请立即配置到充装秤')).toBeTruthy();
    expect(within(dialog).getByText(issued.deviceGuid)).toBeTruthy();
    expect(within(dialog).getByText(issued.secret)).toBeTruthy();
    expect(within(dialog).getByText(header)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '复制密钥' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(issued.secret));
    fireEvent.click(within(dialog).getByRole('button', { name: '复制Authorization 请求头' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(header));
    expect(await screen.findByText('已复制Authorization 请求头')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '我已配置，关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('adds a scale through the form, then shows its secret, refreshing the list only when that closes', async () => {
    const api = fakeApi();
    const add = sendSpy(api, scaleDeviceApi.add).mockImplementation(async () => ok(issued, '充装秤JX-FS01-B9已新增'));
    const actionContext = context();
    const Dialog = dialogOf('scaleDevice.add');
    renderPage(<Dialog {...actionContext} />, '/Register/ScaleDevice', api);
    const form = await findDialog('新增充装秤');
    fireEvent.change(await within(form).findByLabelText('设备编号', {}, slow), { target: { value: 'JX-FS01-B9' } });
    fireEvent.change(within(form).getByLabelText('名称'), { target: { value: '9号秤' } });
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));

    const secret = await findDialog('充装秤 JX-FS01-B9 的密钥');
    expect(add).toHaveBeenCalledWith({ body: { deviceNumber: 'JX-FS01-B9', deviceName: '9号秤', model: null } });
    expect(within(secret).getByText(header)).toBeTruthy();
    expect(actionContext.onDone).not.toHaveBeenCalled();
    fireEvent.click(within(secret).getByRole('button', { name: '我已配置，关闭' }));
    expect(actionContext.onDone).toHaveBeenCalledTimes(1);
  });

  it('asks before rotating, then shows the new secret', async () => {
    const api = fakeApi();
    const rotate = sendSpy(api, scaleDeviceApi.rotate).mockImplementation(async () => ok(issued, '密钥已轮换'));
    const actionContext = context({ row: { id: 7, deviceNumber: 'JX-FS01-B9', credentialIssued: true } });
    const Dialog = dialogOf('scaleDevice.rotate');
    renderPage(<Dialog {...actionContext} />, '/Register/ScaleDevice', api);
    const ask = await findDialog('轮换密钥');
    expect(within(ask).getByText(/轮换后旧密钥立即失效，秤需换用新密钥/)).toBeTruthy();
    expect(rotate).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: '确定轮换' }));
    const secret = await findDialog('充装秤 JX-FS01-B9 的密钥');
    expect(rotate).toHaveBeenCalledWith({ body: { id: 7 } });
    expect(within(secret).getByText(issued.secret)).toBeTruthy();
  });
});
