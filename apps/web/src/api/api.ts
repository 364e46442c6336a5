import type { AxiosInstance } from 'axios';
import { dropDownApi } from '@gcs/contracts';
import { contractClient, type ContractClient } from './contractClient';
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
  dropDown: ContractClient<typeof dropDownApi>;
}

export function createApi(client: AxiosInstance): Api {
  return {
    public: createPublicClient(client),
    front: createFrontClient(client),
    auth: createAuthClient(client),
    station: createStationLicenceClient(client),
    dropDown: contractClient(client, dropDownApi),
  };
}

export const api: Api = createApi(http);
