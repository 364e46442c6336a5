import { describe, expect, it } from 'vitest';
import { freeLoginAction } from '../src/pages/FreeLogin/freeLoginAction';

const act = (query: string) => freeLoginAction(new URLSearchParams(query));

describe('/FreeLogin’s sc dispatch', () => {
  it('sc=changzhou logs in by login and token, and refuses a link missing either', () => {
    expect(act('sc=changzhou&login=%20cz001%20&token=tok')).toEqual({
      kind: 'changzhou',
      login: 'cz001',
      token: 'tok',
    });
    expect(act('sc=changzhou&login=cz001')).toMatchObject({ kind: 'invalid' });
    expect(act('sc=changzhou&token=tok')).toMatchObject({ kind: 'invalid' });
  });

  it('sc=suzhou and sc=luzhou navigate the whole page to the call that redirects to the city’s provider', () => {
    expect(act('sc=suzhou')).toEqual({ kind: 'navigate', url: '/api/samr/Auth/LoginSuZhou' });
    expect(act('sc=LuZhou')).toEqual({ kind: 'navigate', url: '/api/samr/Auth/Luzhousso' });
  });

  it('sc=screen sends the rest of the query and lands on the dashboard its menu names', () => {
    expect(act('sc=screen&menu=dashboard&loginCode=a&sign=s')).toEqual({
      kind: 'signed',
      params: { loginCode: 'a', sign: 's' },
      landing: '/Dashboard',
    });
    expect(act('sc=screen&menu=sunshinefilling&loginCode=a')).toMatchObject({ landing: '/SunshineDashboard' });
    expect(act('sc=screen&menu=other&loginCode=a')).toEqual({ kind: 'signed', params: { loginCode: 'a' } });
  });

  it('no or another sc sends every query parameter as the signed hand-off, to the user’s own landing page', () => {
    expect(act('originalUserId=1&targetId=2&time=3&sign=s&loginCode=a')).toEqual({
      kind: 'signed',
      params: { originalUserId: '1', targetId: '2', time: '3', sign: 's', loginCode: 'a' },
    });
    expect(act('sc=other&loginCode=a')).toEqual({ kind: 'signed', params: { sc: 'other', loginCode: 'a' } });
  });
});
