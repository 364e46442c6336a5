import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StationSelect, type StationValue } from '../../src/components/form/StationSelect';
import { fakeApi } from '../fakeApi';
import { renderWidget, sessionFor } from './render';

const stations = {
  result: true,
  messeage: '',
  totalCount: 3,
  list: [
    { value: 1, label: '南湖燃气充装站', code: 'FS1', stationType: 1, divisionCode: '330402' },
    { value: 2, label: '秀洲液化气站', code: 'FS2', stationType: 1, divisionCode: '330411' },
    { value: 3, label: '嘉善工业气体站', code: 'FS3', stationType: 2, divisionCode: '330421' },
  ],
};

function apiWithStations() {
  const api = fakeApi();
  vi.mocked(api.shared.staticConfig).mockResolvedValue({ select_multiple: ['330400'], station_type: ['420100'] });
  vi.mocked(api.dropDown.fillingStationForCylinderQuery).mockResolvedValue(stations);
  return api;
}

function renderSelect(regulatorCode: string, props: { stationType?: number } = {}) {
  const api = apiWithStations();
  const onChange = vi.fn<(value: StationValue) => void>();
  const view = renderWidget(<StationSelect onChange={onChange} regulatorIds={[12]} {...props} />, {
    api,
    session: sessionFor({ regulatorCode }),
  });
  return { ...view, onChange };
}

async function pick(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

describe('StationSelect', () => {
  it('lets a user of an area on the select_multiple list choose several stations', async () => {
    const { onChange, api } = renderSelect('330402');
    await waitFor(() => expect(api.shared.staticConfig).toHaveBeenCalled());
    await waitFor(() => expect(document.querySelector('.ant-select-multiple')).not.toBeNull());
    await pick('南湖燃气充装站');
    expect(onChange).toHaveBeenLastCalledWith([1]);
    fireEvent.click(await screen.findByTitle('秀洲液化气站'));
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
  });

  it('offers a single choice elsewhere, searchable by name', async () => {
    const { onChange, api } = renderSelect('330502');
    await waitFor(() => expect(api.dropDown.fillingStationForCylinderQuery).toHaveBeenCalled());
    expect(document.querySelector('.ant-select-multiple')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '秀洲' } });
    fireEvent.click(await screen.findByTitle('秀洲液化气站'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.queryByTitle('南湖燃气充装站')).toBeNull();
  });

  it('asks by station type, except in areas on the station_type list', async () => {
    const typed = renderSelect('330502', { stationType: 1 });
    await waitFor(() =>
      expect(typed.api.dropDown.fillingStationForCylinderQuery).toHaveBeenCalledWith(
        expect.objectContaining({ query: { regulatorIds: [12], StationType: 1, IsAll: undefined } }),
      ),
    );
    typed.unmount();
    const untyped = renderSelect('420102', { stationType: 1 });
    await waitFor(() => expect(untyped.api.shared.staticConfig).toHaveBeenCalled());
    await waitFor(() =>
      expect(untyped.api.dropDown.fillingStationForCylinderQuery).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: { regulatorIds: [12], StationType: undefined, IsAll: undefined } }),
      ),
    );
  });

  it('stays quiet and empty when the stations cannot be loaded', async () => {
    const api = fakeApi();
    vi.mocked(api.dropDown.fillingStationForCylinderQuery).mockRejectedValue(new Error('网络连接失败'));
    renderWidget(<StationSelect />, { api, session: sessionFor() });
    await waitFor(() => expect(api.dropDown.fillingStationForCylinderQuery).toHaveBeenCalled());
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(screen.queryByText('网络连接失败')).toBeNull();
    expect(screen.queryAllByRole('option').filter((option) => option.textContent)).toEqual([]);
  });
});
