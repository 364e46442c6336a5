import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RegionSelect } from '../../src/components/form/RegionSelect';
import { RegulatorTreeSelect } from '../../src/components/form/RegulatorTreeSelect';
import { fakeApi } from '../fakeApi';
import { renderWidget } from './render';

const list = <T,>(items: T[]) => ({ result: true, messeage: '', totalCount: items.length, list: items });

describe('RegulatorTreeSelect', () => {
  it('shows the regulator tree and emits the chosen regulator id', async () => {
    const api = fakeApi();
    vi.mocked(api.dropDown.regulatorTree).mockResolvedValue(
      list([
        {
          value: 1,
          label: '嘉兴市市场监督管理局',
          divisionCode: '330400',
          level: 2,
          children: [{ value: 2, label: '南湖区市场监督管理局', divisionCode: '330402', level: 3, children: [] }],
        },
      ]),
    );
    const onChange = vi.fn();
    renderWidget(<RegulatorTreeSelect onChange={onChange} />, { api });
    await waitFor(() => expect(api.dropDown.regulatorTree).toHaveBeenCalled());
    fireEvent.mouseDown(document.querySelector('input') as HTMLElement);
    fireEvent.click(await screen.findByTitle('南湖区市场监督管理局'));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});

/** As a form holds it: the chosen path comes back as the value. */
function RegionHarness({ onChange }: { onChange: (path: string[]) => void }) {
  const [path, setPath] = useState<string[] | undefined>();
  return (
    <RegionSelect
      value={path}
      onChange={(next) => {
        setPath(next);
        onChange(next);
      }}
    />
  );
}

describe('RegionSelect', () => {
  it('loads each level when it is opened and emits the chosen path', async () => {
    const api = fakeApi();
    vi.mocked(api.dropDown.division).mockImplementation(async (options) =>
      options?.query?.parentCode === '330400'
        ? list([{ value: '330402', label: '南湖区', level: 3, parentCode: '330400' }])
        : list([{ value: '330400', label: '嘉兴市', level: 2, parentCode: '330000' }]),
    );
    const onChange = vi.fn();
    renderWidget(<RegionHarness onChange={onChange} />, { api });
    await waitFor(() => expect(api.dropDown.division).toHaveBeenCalled());
    fireEvent.mouseDown(document.querySelector('input') as HTMLElement);
    fireEvent.click(await screen.findByText('嘉兴市'));
    fireEvent.click(await screen.findByText('南湖区'));
    expect(api.dropDown.division).toHaveBeenCalledWith({ query: { parentCode: '330400' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['330400', '330402']));
  });

  it("nests the user's region and the regions below it as one answer gives them", async () => {
    const api = fakeApi();
    vi.mocked(api.dropDown.division).mockResolvedValue(
      list([
        { value: '330400', label: '嘉兴市', level: 2, parentCode: '330000' },
        { value: '330402', label: '南湖区', level: 3, parentCode: '330400' },
        { value: '330411', label: '秀洲区', level: 3, parentCode: '330400' },
      ]),
    );
    const onChange = vi.fn();
    renderWidget(<RegionHarness onChange={onChange} />, { api });
    await waitFor(() => expect(api.dropDown.division).toHaveBeenCalled());
    fireEvent.mouseDown(document.querySelector('input') as HTMLElement);
    expect(screen.queryByText('南湖区')).toBeNull();
    fireEvent.click(await screen.findByText('嘉兴市'));
    fireEvent.click(await screen.findByText('秀洲区'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['330400', '330411']));
    expect(api.dropDown.division).toHaveBeenCalledTimes(1);
  });
});
