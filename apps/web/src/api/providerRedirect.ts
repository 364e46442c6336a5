import { messages } from '@gcs/contracts';
import { ApiError, networkErrorMessage, serverMessage } from './errors';

/**
 * Sends the browser to a city's identity provider through the call that redirects there (LoginSuZhou, Luzhousso).
 * The call is tried first without following its redirect, so a refusal (a city not configured) reaches the page as
 * an ApiError with the server's message instead of a bare error page; a redirect is then taken by the whole page.
 */
export async function goToProvider(path: string, assign: (url: string) => void = (url) => window.location.assign(url)) {
  let response: Response;
  try {
    response = await fetch(path, {
      redirect: 'manual',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(networkErrorMessage);
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    assign(path);
    return;
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: the fallback message below
  }
  throw new ApiError(serverMessage(body) ?? messages.serverError, response.status);
}
