import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fillingInterlockApi, type FillingCheckData } from '@gcs/contracts';
import { ApiError } from '../../../src/api/errors';
import { FillingCheckDialog } from '../../../src/pages/Filling/FillingCheckDialog';
import { fakeApi, sendSpy } from '../../fakeApi';
import { ok, renderPage, slow } from '../Audit/renderPage';

vi.setConfig({ testTimeout: 60_000 });

const refused: FillingCheckData = {
  allowed: false,
  barcode: 'JX0411000027',
  stationId: 3,
  cylinderId: 12,
  reasons: [
    { code: 4, label: '超期未检', blocking: true },
    { code: 10, label: '档案未审核', blocking: false },
  ],
  refusalId: 5,
};

function open(answer: () => Promise<unknown>) {
  const api = fakeApi();
  const check = sendSpy(api, fillingInterlockApi.check).mockImplementation(answer);
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderPage(<FillingCheckDialog onClose={onClose} onDone={onDone} />, '/Regulatory/RefusedFilling', api);
  return { check, onClose, onDone };
}

async function ask(barcode: string) {
  fireEvent.change(await screen.findByPlaceholderText('扫描或输入气瓶条码', {}, slow), { target: { value: barcode } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
}

describe('充装前查询', () => {
  it('shows a refusal with every reason, blocking ones apart from hints, and refreshes the list on closing', async () => {
    const { check, onClose, onDone } = open(async () => ok(refused));
    await ask('JX0411000027');
    expect(await screen.findByText('JX0411000027：禁止充装')).toBeTruthy();
    expect(screen.getByText('超期未检')).toBeTruthy();
    expect(screen.getByText(/档案未审核（提示）/)).toBeTruthy();
    expect(check).toHaveBeenCalledWith({ body: { Barcode: 'JX0411000027' } });
    fireEvent.click(screen.getAllByRole('button', { name: '关闭' }).at(-1)!);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a sound cylinder may be filled, and closes without refreshing', async () => {
    const { onClose, onDone } = open(async () =>
      ok({ ...refused, barcode: 'JX0402000018', allowed: true, reasons: [], refusalId: null }),
    );
    await ask('JX0402000018');
    expect(await screen.findByText('JX0402000018：可以充装')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '关闭' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('checks the barcode before asking, and shows the server’s message when the call fails', async () => {
    const { check } = open(async () => {
      throw new ApiError('只有充装单位可以查询气瓶能否充装', 403);
    });
    await ask('JX 0411');
    expect(await screen.findByText('气瓶条码不能包含空格')).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
    await ask('JX0411000027');
    expect(await screen.findByText('只有充装单位可以查询气瓶能否充装')).toBeTruthy();
  });
});
