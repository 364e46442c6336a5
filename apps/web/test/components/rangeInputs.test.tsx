import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MonthRangePicker, type MonthRange } from '../../src/components/form/MonthRangePicker';
import { NumberRangeInput, type NumberRange } from '../../src/components/form/NumberRangeInput';
import { renderWidget } from './render';

function typeInto(input: HTMLElement, text: string) {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function MonthHarness({ onChange }: { onChange: (value: MonthRange) => void }) {
  const [value, setValue] = useState<MonthRange>([undefined, undefined]);
  return (
    <MonthRangePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function NumberHarness({ onChange }: { onChange: (value: NumberRange) => void }) {
  const [value, setValue] = useState<NumberRange>([undefined, undefined]);
  return (
    <NumberRangeInput
      label="容积"
      unit="L"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('MonthRangePicker', () => {
  it('shows a given range as months and emits yyyy-MM strings', async () => {
    const onChange = vi.fn();
    renderWidget(<MonthHarness onChange={onChange} />);
    const [start, end] = screen.getAllByRole('textbox') as HTMLInputElement[];
    typeInto(start as HTMLElement, '2019-03');
    typeInto(end as HTMLElement, '2024-11');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['2019-03', '2024-11']));
    expect((screen.getAllByRole('textbox') as HTMLInputElement[]).map((input) => input.value)).toEqual([
      '2019-03',
      '2024-11',
    ]);
  });

  it('lets either end stay open', async () => {
    const onChange = vi.fn();
    renderWidget(<MonthHarness onChange={onChange} />);
    typeInto(screen.getAllByRole('textbox')[0] as HTMLElement, '2020-01');
    fireEvent.mouseDown(document.body);
    fireEvent.blur(screen.getAllByRole('textbox')[0] as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['2020-01', undefined]));
  });
});

describe('NumberRangeInput', () => {
  it('emits the two bounds as numbers', () => {
    const onChange = vi.fn();
    renderWidget(<NumberHarness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('容积下限'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('容积上限'), { target: { value: '35.5' } });
    expect(onChange).toHaveBeenLastCalledWith([10, 35.5]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the lower bound is above the upper one', () => {
    renderWidget(<NumberHarness onChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText('容积下限'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('容积上限'), { target: { value: '12' } });
    expect(screen.getByRole('alert').textContent).toBe('容积的下限不能大于上限');
  });
});
