import pg from 'pg';
import { withClient } from './serverClient';

/**
 * The server settings a deployment that takes the scales' uploads runs with (docs/operations.md "PostgreSQL for the
 * filling ingest"): checkpoints spaced by time rather than forced by the WAL volume every few seconds (each forces a
 * full-page image of every page changed next, which on the guid registry's random keys is most of what an upload
 * writes), and those images compressed. All three take effect on a reload; none needs a restart.
 */
export const ingestDeploymentSettings: Readonly<Record<string, string>> = {
  max_wal_size: '16GB',
  checkpoint_timeout: '15min',
  wal_compression: 'lz4',
};

export interface AppliedSettings {
  /** Each setting as the server now runs with it (as `SHOW` words it). */
  now: Record<string, string>;
  /** Puts back what the server ran with before (its ALTER SYSTEM values, or none). */
  restore: () => Promise<void>;
}

/** The current values of settings, as `SHOW` words them. */
export function showSettings(url: string, names: readonly string[]): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const shown: Record<string, string> = {};
    for (const name of names) {
      const result = await client.query<Record<string, string>>(`show ${pg.escapeIdentifier(name)}`);
      shown[name] = Object.values(result.rows[0] ?? {})[0] ?? '';
    }
    return shown;
  });
}

/**
 * Applies settings by ALTER SYSTEM and a reload (a superuser's connection), and returns how to put back what was
 * there: the earlier ALTER SYSTEM value of each, or a RESET where there was none.
 */
export async function applySettings(url: string, settings: Readonly<Record<string, string>>): Promise<AppliedSettings> {
  const names = Object.keys(settings);
  const earlier = await withClient(url, async (client) => {
    const result = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_file_settings
        where name = any($1) and sourcefile like '%postgresql.auto.conf' and applied`,
      [names],
    );
    const values = new Map(result.rows.map((row) => [row.name, row.setting]));
    for (const [name, value] of Object.entries(settings)) {
      await client.query(`alter system set ${pg.escapeIdentifier(name)} = ${pg.escapeLiteral(value)}`);
    }
    await client.query('select pg_reload_conf()');
    return values;
  });
  // The reload reaches the backends asynchronously: wait until a new session sees every value.
  let now = await showSettings(url, names);
  for (let attempt = 0; attempt < 50 && !names.every((name) => sameSetting(now[name], settings[name])); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    now = await showSettings(url, names);
  }
  return {
    now,
    restore: () =>
      withClient(url, async (client) => {
        for (const name of names) {
          const value = earlier.get(name);
          await client.query(
            value === undefined
              ? `alter system reset ${pg.escapeIdentifier(name)}`
              : `alter system set ${pg.escapeIdentifier(name)} = ${pg.escapeLiteral(value)}`,
          );
        }
        await client.query('select pg_reload_conf()');
      }),
  };
}

/** `SHOW` words 16GB as "16GB" and 15min as "15min": compared without case and spaces. */
function sameSetting(shown: string | undefined, wanted: string | undefined): boolean {
  const plain = (value: string | undefined) => (value ?? '').replace(/\s/g, '').toLowerCase();
  return plain(shown) === plain(wanted);
}
