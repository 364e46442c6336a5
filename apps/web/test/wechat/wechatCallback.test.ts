import { describe, expect, it } from 'vitest';
import {
  embeddedQrUrl,
  readWechatCallback,
  wechatCallbackPurpose,
  withoutWechatCallback,
} from '../../src/components/wechat/wechatCallback';

describe('a WeChat return in the address', () => {
  it('is read only when both the code and the state are there', () => {
    expect(readWechatCallback(new URLSearchParams('code=abc&state=xyz'))).toEqual({ code: 'abc', state: 'xyz' });
    expect(readWechatCallback(new URLSearchParams('code=abc'))).toBeNull();
    expect(readWechatCallback(new URLSearchParams('state=xyz'))).toBeNull();
    expect(readWechatCallback(new URLSearchParams('code=%20&state=xyz'))).toBeNull();
    expect(readWechatCallback(new URLSearchParams('redirect=/Main'))).toBeNull();
  });

  it('belongs to the login on the login page and to the binding on the landing page', () => {
    expect(wechatCallbackPurpose('/Login')).toBe('login');
    expect(wechatCallbackPurpose('/login')).toBe('login');
    expect(wechatCallbackPurpose('/Main')).toBe('bind');
    expect(wechatCallbackPurpose('/GasCylinder/DocQuery')).toBeNull();
  });

  it('is taken out of the query, leaving the page’s own parameters', () => {
    expect(withoutWechatCallback(new URLSearchParams('code=abc&state=xyz'))).toBe('');
    expect(withoutWechatCallback(new URLSearchParams('redirect=%2FMain&code=abc&state=xyz'))).toBe('?redirect=%2FMain');
  });
});

describe('the embedded QR page', () => {
  it('asks WeChat for the bare QR that sends the whole window back, without the full-page fragment', () => {
    const url =
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&redirect_uri=http%3A%2F%2Fgcs.example%2FLogin' +
      '&response_type=code&scope=snsapi_login&state=s1#wechat_redirect';
    const embedded = new URL(embeddedQrUrl(url));
    expect(`${embedded.origin}${embedded.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(embedded.hash).toBe('');
    expect(embedded.searchParams.get('login_type')).toBe('jssdk');
    expect(embedded.searchParams.get('self_redirect')).toBe('false');
    expect(embedded.searchParams.get('redirect_uri')).toBe('http://gcs.example/Login');
    expect(embedded.searchParams.get('state')).toBe('s1');
    expect(embedded.searchParams.get('appid')).toBe('wx1');
  });
});
