import { useEffect, useEffectEvent, useRef } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { wechatAccountQueryKey } from './WechatBindingDialog';
import { readWechatCallback, wechatCallbackPurpose, withoutWechatCallback } from './wechatCallback';

/**
 * Finishes a WeChat binding when WeChat sends the browser back to the landing page with `code` and `state`
 * (WeChatBinding), shows the server's message and takes the code and state out of the address. Each code is sent
 * once, however often the page renders.
 */
export function useWechatBindingCallback(): void {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const callback = wechatCallbackPurpose(pathname) === 'bind' ? readWechatCallback(searchParams) : null;
  const handled = useRef<string | null>(null);

  const finish = useEffectEvent(async (code: string, state: string) => {
    navigate({ pathname, search: withoutWechatCallback(searchParams) }, { replace: true });
    try {
      const answer = await api.wechat.bind({ body: { code, state } });
      void message.success(answer.messeage || '微信绑定成功', 5);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : messages.serverError, 5);
    }
    await queryClient.invalidateQueries({ queryKey: wechatAccountQueryKey });
  });

  const code = callback?.code ?? null;
  const state = callback?.state ?? null;
  useEffect(() => {
    if (code === null || state === null || handled.current === code) return;
    handled.current = code;
    void finish(code, state);
  }, [code, state]);
}
