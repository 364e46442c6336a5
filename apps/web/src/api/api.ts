import type { AxiosInstance } from 'axios';
import {
  abnormalApi,
  blacklistApi,
  citySignOnApi,
  cylinderApi,
  cylinderTypeApi,
  dropDownApi,
  inspectionRuleApi,
  mediumApi,
  specApi,
  vehicleTypeApi,
  vendorApi,
  wechatApi,
} from '@gcs/contracts';
import { contractClient, type ContractClient } from './contractClient';
import { createInspectionReportsClient, type InspectionReportsClient } from './inspectionReports';
import { createExplanationsClient, type ExplanationsClient } from './explanations';
import { sendCall, type CallOptions, type ContractCall, type ResponseOf } from './call';
import { createAuthClient, createStationLicenceClient, type AuthClient, type StationLicenceClient } from './auth';
import { createCylinderRegistryClient, type CylinderRegistryClient } from './cylinderRegistry';
import { createFrontClient, type FrontClient } from './front';
import { createSharedClient, type SharedClient } from './files';
import { http } from './http';
import { goToProvider } from './providerRedirect';
import { createPublicClient, type PublicClient } from './public';

/** Every call the web app makes, by domain: `api.public.list(query)`. */
export interface Api {
  public: PublicClient;
  front: FrontClient;
  auth: AuthClient;
  /** City single sign-on, the province portal and the sibling hand-off (the pages that log in as they open). */
  citySignOn: ContractClient<typeof citySignOnApi>;
  /** Sends the whole page to a city's provider through a redirecting call; rejects with the call's refusal. */
  goToProvider: (path: string) => Promise<void>;
  station: StationLicenceClient;
  dropDown: ContractClient<typeof dropDownApi>;
  cylinder: ContractClient<typeof cylinderApi>;
  cylinderRegistry: CylinderRegistryClient;
  shared: SharedClient;
  blacklist: ContractClient<typeof blacklistApi>;
  abnormal: ContractClient<typeof abnormalApi>;
  vendor: ContractClient<typeof vendorApi>;
  medium: ContractClient<typeof mediumApi>;
  cylinderType: ContractClient<typeof cylinderTypeApi>;
  spec: ContractClient<typeof specApi>;
  vehicleType: ContractClient<typeof vehicleTypeApi>;
  inspectionRule: ContractClient<typeof inspectionRuleApi>;
  /** Inspection report uploads (multipart) and report files. */
  inspectionReports: InspectionReportsClient;
  /** WeChat QR login and the user's own WeChat binding. */
  wechat: ContractClient<typeof wechatApi>;
  /** Explanations of abnormal fillings with evidence files (multipart) and those files. */
  explanations: ExplanationsClient;
  /** Any contract call, by its contract object: what the list engine uses for the calls its definitions name. */
  send: <C extends ContractCall>(call: C, options?: CallOptions<C>) => Promise<ResponseOf<C>>;
}

export function createApi(client: AxiosInstance): Api {
  return {
    public: createPublicClient(client),
    front: createFrontClient(client),
    auth: createAuthClient(client),
    citySignOn: contractClient(client, citySignOnApi),
    goToProvider: (path) => goToProvider(path),
    station: createStationLicenceClient(client),
    dropDown: contractClient(client, dropDownApi),
    cylinder: contractClient(client, cylinderApi),
    cylinderRegistry: createCylinderRegistryClient(client),
    shared: createSharedClient(client),
    blacklist: contractClient(client, blacklistApi),
    abnormal: contractClient(client, abnormalApi),
    vendor: contractClient(client, vendorApi),
    medium: contractClient(client, mediumApi),
    cylinderType: contractClient(client, cylinderTypeApi),
    spec: contractClient(client, specApi),
    vehicleType: contractClient(client, vehicleTypeApi),
    inspectionRule: contractClient(client, inspectionRuleApi),
    inspectionReports: createInspectionReportsClient(client),
    wechat: contractClient(client, wechatApi),
    explanations: createExplanationsClient(client),
    send: (call, options) => sendCall(client, call, options),
  };
}

export const api: Api = createApi(http);
