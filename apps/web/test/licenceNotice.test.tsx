import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { licenceExpiresIn, messages } from '@gcs/contracts';
import { loadLicenceNotice } from '../src/app/session/licenceNotices';
import { sessionUserFrom } from '../src/app/session/sessionStore';
import { fakeApi, loginAnswer } from './fakeApi';
import { renderApp } from './renderApp';

const station = loginAnswer({
  belongToType: 1,
  belongTo: 31,
  loginCode: 'cz_admin',
  stationCode: 'CZ0031',
  stationType: 1,
  roleName: '充装站',
});
const stationList = (licenseUntil: string | null) => ({
  result: true,
  messeage: '',
  list: [{ id: 31, stationName: '示范充装站', licenseUntil }],
});

describe('licence notices for filling stations', () => {
  const now = new Date('2025-03-10T04:00:00Z');

  it('asks for the station by its id and the warning setting by its code', async () => {
    const api = fakeApi();
    vi.mocked(api.station.fillStationInfo).mockResolvedValue(stationList('2025-03-30'));
    expect(await loadLicenceNotice(api, sessionUserFrom(station), now)).toBe(licenceExpiresIn(20));
    expect(api.station.fillStationInfo).toHaveBeenCalledWith({ Id: 31 });
    expect(api.station.expiryWarningSetting).toHaveBeenCalledWith({ StationCode: 'CZ0031' });
  });

  it('says expired, not set, or nothing beyond the window', async () => {
    const api = fakeApi();
    vi.mocked(api.station.fillStationInfo).mockResolvedValueOnce(stationList('2025-03-01'));
    expect(await loadLicenceNotice(api, sessionUserFrom(station), now)).toBe(messages.licenceExpired);
    vi.mocked(api.station.fillStationInfo).mockResolvedValueOnce(stationList(null));
    expect(await loadLicenceNotice(api, sessionUserFrom(station), now)).toBe(messages.licenceNotSet);
    vi.mocked(api.station.fillStationInfo).mockResolvedValueOnce(stationList('2025-06-01'));
    expect(await loadLicenceNotice(api, sessionUserFrom(station), now)).toBeNull();
  });

  it('is not asked for other accounts', async () => {
    const api = fakeApi();
    expect(await loadLicenceNotice(api, sessionUserFrom(loginAnswer()), now)).toBeNull();
    expect(api.station.fillStationInfo).not.toHaveBeenCalled();
  });

  it('appears bottom-right after a filling station logs in, stays open and closes when the user closes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = fakeApi();
      vi.mocked(api.auth.login).mockResolvedValue(station);
      vi.mocked(api.station.fillStationInfo).mockResolvedValue(stationList('2000-01-01'));
      const { router } = renderApp('/Login', api);
      fireEvent.change(await screen.findByLabelText('用户名', {}, { timeout: 10000 }), { target: { value: 'CZ0031' } });
      fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Abc@12345' } });
      fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'ab12' } });
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/Register/CylinderApproval'));
      const notice = await screen.findByText(messages.licenceExpired);
      expect(notice.closest('.ant-notification-bottomRight, [class*="bottomRight"]')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(screen.getByText(messages.licenceExpired)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '关闭许可证提醒' }));
      await waitFor(() => expect(screen.queryByText(messages.licenceExpired)).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
