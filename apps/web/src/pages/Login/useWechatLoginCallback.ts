import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { messages, type LoginResponse } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { readWechatCallback, wechatCallbackPurpose } from '../../components/wechat/wechatCallback';
import { setUnionId } from '../../app/session/sessionState';

export interface WechatLoginHandlers {
  /** WeChatLogin's answer, to be treated as a password login's answer (a refusal has succeded false). */
  onAnswer: (answer: LoginResponse) => void;
  /** The code could not be turned into a login (a wrong or expired state, WeChat unreachable): the reason. */
  onFailed: (reason: string) => void;
}

/**
 * Finishes a WeChat QR login when WeChat sends the browser back to the login page with `code` and `state`: the code
 * becomes the union id (GetWeChatUserinfo, for this browser only), the union id a login (WeChatLogin). Each code is
 * used once, however often the page renders. Answers whether a return is being handled.
 */
export function useWechatLoginCallback(handlers: WechatLoginHandlers): boolean {
  const api = useApi();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const callback = wechatCallbackPurpose(pathname) === 'login' ? readWechatCallback(searchParams) : null;
  const handled = useRef<string | null>(null);

  const finish = useEffectEvent(async (code: string, state: string) => {
    try {
      const info = await api.wechat.userInfo({ query: { code, state } });
      setUnionId(info.list.unionid);
      handlers.onAnswer(await api.wechat.login({ query: { UnionId: info.list.unionid } }));
    } catch (error) {
      setUnionId(null);
      handlers.onFailed(error instanceof Error ? error.message : messages.serverError);
    }
  });

  const code = callback?.code ?? null;
  const state = callback?.state ?? null;
  useEffect(() => {
    if (code === null || state === null || handled.current === code) return;
    handled.current = code;
    void finish(code, state);
  }, [code, state]);

  return callback !== null;
}
