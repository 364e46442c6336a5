import { createContext, useContext, type ReactNode } from 'react';
import { api as defaultApi, type Api } from './api';

/** Pages read the API from context so tests can inject a fake one. */
const ApiContext = createContext<Api>(defaultApi);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  return useContext(ApiContext);
}
