import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AdvancedCylinderFilter } from '../../src/components/form/AdvancedCylinderFilter';
import type { CylinderFilterQuery } from '../../src/components/form/cylinderFilterForm';
import { fakeApi } from '../fakeApi';
import { renderWidget, sessionFor } from './render';

const list = <T,>(items: T[]) => ({ result: true, messeage: '', totalCount: items.length, list: items });

function apiWithOptions() {
  const api = fakeApi();
  vi.mocked(api.dropDown.fillingStationForCylinderQuery).mockResolvedValue(
    list([{ value: 5, label: '南湖燃气充装站', code: 'FS5', stationType: 1, divisionCode: '330402' }]),
  );
  vi.mocked(api.dropDown.cylinderVendor).mockResolvedValue(list([{ value: 8, label: '示范气瓶制造厂' }]));
  vi.mocked(api.dropDown.cylinderSpec).mockResolvedValue(list([{ value: 4, label: 'YSP35.5' }]));
  return api;
}

// The form is large: plain selectors keep the queries cheap (role queries walk the whole accessibility tree).

/** The form item of a label, to reach its control. */
function field(label: string): HTMLElement {
  const labelElement = screen.getByText(label, { selector: 'label' });
  return labelElement.closest('.ant-form-item') as HTMLElement;
}
const inputOf = (label: string) => field(label).querySelector('input') as HTMLInputElement;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text) as HTMLElement;

const byAriaLabel = (name: string) => document.querySelector(`input[aria-label="${name}"]`) as HTMLElement;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(inputOf(label));
  const matches = await screen.findAllByTitle(option);
  fireEvent.click(matches[matches.length - 1] as HTMLElement);
}

function typeText(label: string, text: string) {
  fireEvent.change(inputOf(label), { target: { value: text } });
}

function typeMonths(label: string, from: string, to: string) {
  const [start, end] = field(label).querySelectorAll('input');
  for (const [input, value] of [
    [start, from],
    [end, to],
  ] as const) {
    fireEvent.mouseDown(input as HTMLElement);
    fireEvent.focus(input as HTMLElement);
    fireEvent.change(input as HTMLElement, { target: { value } });
    fireEvent.keyDown(input as HTMLElement, { key: 'Enter', code: 'Enter', keyCode: 13 });
  }
}

function renderFilter(category?: 1 | 2 | 3) {
  const api = apiWithOptions();
  const onSearch = vi.fn<(filter: CylinderFilterQuery) => void>();
  renderWidget(<AdvancedCylinderFilter onSearch={onSearch} category={category} />, {
    api,
    session: sessionFor({ regulatorCode: '330402' }),
  });
  return { api, onSearch };
}

describe('AdvancedCylinderFilter', () => {
  it('emits the basic row under the contract names, empty values left out', async () => {
    const { onSearch, api } = renderFilter(1);
    typeText('气瓶条码', ' QP0001 ');
    typeText('出厂编号', '');
    await waitFor(() => expect(api.dropDown.fillingStationForCylinderQuery).toHaveBeenCalled());
    await choose('充装单位', '南湖燃气充装站');
    await choose('气瓶状态', '已报废');
    fireEvent.click(button('查询'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({
        CylinderCategory: 1,
        Barcode: 'QP0001',
        StationId: 5,
        CylinderStatus: 2,
      }),
    );
  }, 60_000);

  it('reveals the choices under 高级查询 and emits each under its contract name', async () => {
    const { onSearch } = renderFilter(3);
    expect(screen.queryByText('产权性质', { selector: 'label' })).toBeNull();
    fireEvent.click(button('高级查询'));
    await choose('产权性质', '寄存');
    await choose('发证状态', '未发证');
    await choose('有效状态', '启用');
    await choose('是否安装保压阀', '未选择');
    await choose('制造单位', '示范气瓶制造厂');
    await choose('规格型号', 'YSP35.5');
    fireEvent.click(button('查询'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({
        CylinderCategory: 3,
        VendorId: 8,
        Spec: 'YSP35.5',
        BelongType: 2,
        IsIssued: 0,
        Isvalid: 1,
        IsInstalledPressureRetainingValue: 2,
      }),
    );
  }, 60_000);

  it('emits texts, month ranges and number ranges under their contract names', async () => {
    const { onSearch } = renderFilter(3);
    fireEvent.click(button('高级查询'));
    typeText('自有编号', 'ZY-9');
    typeText('车牌号', '浙F12345');
    typeMonths('下次检验日期', '2026-01', '2026-12');
    fireEvent.change(byAriaLabel('公称工作压力下限'), { target: { value: '1.5' } });
    fireEvent.change(byAriaLabel('容积上限'), { target: { value: '50' } });
    fireEvent.change(byAriaLabel('壁厚下限'), { target: { value: '0' } });
    fireEvent.click(button('查询'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({
        CylinderCategory: 3,
        SelfCode: 'ZY-9',
        PlateNum: '浙F12345',
        NextInspectionDateStart: '2026-01',
        NextInspectionDateEnd: '2026-12',
        NominalWorkingPressureBottom: 1.5,
        VolumeTop: 50,
        WallThicknessBottom: 0,
      }),
    );
  }, 60_000);

  it('shows vehicle-only fields for vehicle cylinders only', () => {
    renderFilter(1);
    fireEvent.click(button('高级查询'));
    expect(screen.queryByText('车牌号', { selector: 'label' })).toBeNull();
    expect(screen.queryByText('车辆类型', { selector: 'label' })).toBeNull();
    expect(screen.getByText('报废日期', { selector: 'label' })).toBeTruthy();
  }, 60_000);

  it('does not search while a lower bound is above its upper bound', async () => {
    const { onSearch } = renderFilter(1);
    fireEvent.click(button('高级查询'));
    fireEvent.change(byAriaLabel('容积下限'), { target: { value: '60' } });
    fireEvent.change(byAriaLabel('容积上限'), { target: { value: '50' } });
    fireEvent.click(button('查询'));
    expect(await screen.findByText('容积的下限不能大于上限')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  }, 60_000);

  it('重置 clears the form and searches with nothing but the category', async () => {
    const { onSearch } = renderFilter(2);
    typeText('气瓶条码', 'QP');
    fireEvent.click(button('重置'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ CylinderCategory: 2 }));
    expect(inputOf('气瓶条码').value).toBe('');
  }, 60_000);
});
