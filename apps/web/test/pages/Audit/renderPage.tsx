import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import type { Api } from '../../../src/api/api';
import { fakeApi } from '../../fakeApi';

/** Renders one page at a path (pages read their area from it), with a fake API and a fresh query cache. */
export function renderPage(page: ReactElement, path: string, api: Api = fakeApi()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders api={api} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, api };
}

/** jsdom gives every antd dialog the same generated id, so a dialog is found by its title text. */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((candidate) => {
      const text = candidate.querySelector(
        '.ant-modal-title, .ant-modal-confirm-title, .ant-drawer-title',
      )?.textContent;
      return text !== undefined && text !== null && (typeof title === 'string' ? text === title : title.test(text));
    });
    if (!dialog) throw new Error(`没有标题为 ${String(title)} 的对话框`);
    return dialog;
  });
}

/** For the first look at a page: antd's first render is slow on a loaded machine. */
export const slow = { timeout: 20_000 };

/** The table body row that shows a text. */
export async function findRow(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, { selector: 'td, td *' }, slow);
  const row = cell.closest('tr');
  if (!row) throw new Error(`没有包含 ${text} 的行`);
  return row;
}

/** Chooses an option of an antd select (its dropdown lives apart from the form; the newest list is the open one). */
export async function chooseIn(select: HTMLElement, option: string): Promise<void> {
  fireEvent.mouseDown(select);
  const matches = await screen.findAllByTitle(option);
  fireEvent.click(matches[matches.length - 1] as HTMLElement);
}

export const ok = (data: unknown = {}, messeage = '') => ({ result: true, messeage, data });
export const page = <T,>(list: T[], totalCount = list.length) => ({ result: true, messeage: '', totalCount, list });

export { within };
