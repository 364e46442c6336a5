import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDocsApi, messages } from '@gcs/contracts';
import { ApiError } from '../../src/api/errors';
import { fakeApi, sendSpy } from '../fakeApi';
import { renderApp } from '../renderApp';
import { signIn } from '../session';

afterEach(() => vi.restoreAllMocks());

/** A stand-in for the tab window.open gives back. */
function openedTab() {
  const tab = { location: { href: 'about:blank' }, opener: {} as unknown, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

describe('the API documentation in the user menu', () => {
  it('is offered to a system manager, and opens after the server lets the browser in', async () => {
    signIn({ isSystemManeger: true });
    const api = fakeApi();
    sendSpy(api, apiDocsApi.access).mockResolvedValue({ result: true, messeage: '' });
    const tab = openedTab();
    renderApp('/Main', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /个人设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: /接口文档/ }));
    await waitFor(() => expect(tab.location.href).toBe('/api/docs'));
    expect(sendSpy(api, apiDocsApi.access)).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
  });

  it('closes the tab and says why when the server refuses', async () => {
    signIn({ isSystemManeger: true });
    const api = fakeApi();
    sendSpy(api, apiDocsApi.access).mockRejectedValue(new ApiError(messages.forbidden, 403));
    const tab = openedTab();
    renderApp('/Main', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /个人设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: /接口文档/ }));
    expect(await screen.findByText(messages.forbidden)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  it('is not offered to other users', async () => {
    signIn();
    renderApp('/Main', fakeApi());
    expect(await screen.findByText('张监管', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /个人设置/ })).toBeNull();
  });
});
