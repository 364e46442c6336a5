import type { AxiosInstance } from 'axios';
import { createAuthClient, createStationLicenceClient, type AuthClient, type StationLicenceClient } from './auth';
import { createFrontClient, type FrontClient } from './front';
import { http } from './http';
import { createPublicClient, type PublicClient } from './public';

/** Every call the web app makes, by domain: `api.public.list(query)`. */
export interface Api {
  public: PublicClient;
  front: FrontClient;
  auth: AuthClient;
  station: StationLicenceClient;
}

export function createApi(client: AxiosInstance): Api {
  return {
    public: createPublicClient(client),
    front: createFrontClient(client),
    auth: createAuthClient(client),
    station: createStationLicenceClient(client),
  };
}

export const api: Api = createApi(http);
