import { App } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { messages, siblingApi, type SiblingPlatform, type SiblingSign } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';

/** The sibling's address with the signed hand-off in its query. */
export function handOffUrl(sibling: SiblingPlatform, hand: SiblingSign): string {
  const url = new URL(sibling.bindSystemUrl);
  url.searchParams.set('originalUserId', String(hand.originalUserId));
  url.searchParams.set('targetId', String(hand.targetId));
  url.searchParams.set('time', hand.time);
  url.searchParams.set('sign', hand.sign);
  return url.toString();
}

/**
 * The sibling platforms the user can go to with their identity (GetRedirectList): a click asks for a fresh signed
 * hand-off (GetSign) and opens the sibling with it in a new tab. The tab opens at once, before the call, so browsers
 * do not block it as a pop-up; it closes again when the call fails. A failing list shows no links.
 */
export function SiblingLinks() {
  const api = useApi();
  const { message } = App.useApp();
  const siblings = useQuery({
    queryKey: ['siblings'],
    queryFn: ({ signal }) => api.send(siblingApi.redirectList, { signal }).then((answer) => answer.list),
    staleTime: 5 * 60_000,
    retry: false,
  });

  const go = async (sibling: SiblingPlatform) => {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    try {
      const answer = await api.send(siblingApi.sign, { query: { id: sibling.id } });
      const url = handOffUrl(sibling, answer.data);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      void message.error(error instanceof Error ? error.message : messages.serverError);
    }
  };

  return (siblings.data ?? []).map((sibling) => (
    <button key={sibling.id} type="button" className="main-page__link" onClick={() => void go(sibling)}>
      {sibling.title}
    </button>
  ));
}
