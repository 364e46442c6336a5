import { withClient } from './serverClient';

/** The URL a server process connects with, tagged so that its PostgreSQL backends can be found. */
export function tagged(url: string, applicationName: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', applicationName);
  return parsed.toString();
}

/** Process ids of the PostgreSQL backends opened with that application name. */
export function backendPids(url: string, applicationName: string): Promise<number[]> {
  return withClient(url, async (client) => {
    const result = await client.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);
    return result.rows.map((row) => row.pid);
  });
}
