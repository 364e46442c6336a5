import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { apiBase, BelongToType, messages, type PasswordChangeReason } from '@gcs/contracts';
import type { DatabaseSchema } from '../db/schema';
import type { DeviceGate } from './deviceGate';
import { HttpError } from './errors';
import { callsDuringPasswordChange } from './callsDuringPasswordChange';
import { sha256Hex } from './passwords';
import { QueryShapeCache } from './queryShapes';
import type { Access } from './routes';

/** The logged-in user a request carries (spec 01 section 3's session user). */
export interface SessionUser {
  id: number;
  loginCode: string;
  userName: string;
  belongToType: number;
  regulatorId: number | null;
  stationId: number | null;
  level: number | null;
  roleName: string;
  isSystemManager: boolean;
  /** The super administrator who entered as this user (spec 01 section 4); null in the user's own session. */
  realUserId: number | null;
  /**
   * Which of the menus the request's route asks for the user's role holds, valid menus of a valid role
   * (function-level permissions). Only those are read, as the gate needs no others: a role holds tens of menus, and
   * each request would otherwise read and parse them all.
   */
  askedMenusHeld: string[];
  /** Hash of the token the request came with. */
  sessionTokenHash: string;
  /** Why the password must change before anything else (recorded at login); null when nothing is pending. */
  passwordChangeReason: PasswordChangeReason | null;
}

export interface SessionLimits {
  idleMinutes: number;
  maxHours: number;
  /** Live sessions one user may hold: a new one ends the oldest beyond this (SESSION_MAX_PER_USER). */
  maxPerUser: number;
}

export type Clock = () => Date;

/** How stale a session's last_seen_at may get before a request writes it again. */
export const touchIntervalMs = 60_000;

/**
 * Server-side sessions in the database (no process memory), so any instance can serve any request. The token is 32
 * random bytes; only its SHA-256 is stored.
 */
export class SessionService {
  private readonly shapes = new QueryShapeCache();

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly limits: SessionLimits,
    private readonly now: Clock = () => new Date(),
  ) {}

  async create(
    userId: number,
    client: {
      ip?: string | null;
      userAgent?: string | null;
      realUserId?: number;
      /** Why the password must change first (docs/security.md); the session may then call little else. */
      passwordChangeReason?: PasswordChangeReason | null;
    } = {},
    db: Kysely<DatabaseSchema> = this.db,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await db
      .insertInto('session')
      .values({
        token_hash: sha256Hex(token),
        user_id: userId,
        real_user_id: client.realUserId ?? null,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + this.limits.maxHours * 3_600_000).toISOString(),
        ip: client.ip?.slice(0, 64) ?? null,
        user_agent: client.userAgent?.slice(0, 256) ?? null,
        password_change_reason: client.passwordChangeReason ?? null,
      })
      .execute();
    await this.endBeyondCap(userId, now, db);
    return token;
  }

  /**
   * Ends the user's oldest live sessions beyond the cap, so that a leaked or forgotten login does not stay usable
   * however many there are (docs/security.md). Ties in the creation instant end the smaller hash first.
   */
  private async endBeyondCap(userId: number, now: Date, db: Kysely<DatabaseSchema>): Promise<void> {
    await db
      .updateTable('session')
      .set({ ended_at: now.toISOString(), end_reason: 'sessionLimit' })
      .where('token_hash', 'in', (eb) =>
        eb
          .selectFrom('session')
          .select('token_hash')
          .where('user_id', '=', userId)
          .where('ended_at', 'is', null)
          .where('expires_at', '>', now.toISOString())
          .orderBy('created_at', 'desc')
          .orderBy('token_hash', 'desc')
          // Hand-written: not a list's page, the sessions beyond the per-user limit.
          .offset(this.limits.maxPerUser),
      )
      .execute();
  }

  /**
   * The user of a live session, read with the session in one statement; undefined when the session is unknown, ended,
   * idle too long, past its absolute lifetime, or its user is disabled. The idle window slides by writing
   * last_seen_at, at most once per `touchIntervalMs`: a write on every request would make every read call wait for a
   * commit, and the window it saves is under a minute of a two-hour idle limit.
   */
  async authenticate(token: string, access: Access): Promise<SessionUser | undefined> {
    const now = this.now();
    const tokenHash = sha256Hex(token);
    const idleCutoff = new Date(now.getTime() - this.limits.idleMinutes * 60_000).toISOString();
    const values = { tokenHash, idleCutoff, now: now.toISOString(), askedMenus: askedMenus(access) };
    const query = this.shapes.compile('live-session-user', values, (markers) => liveSessionUser(this.db, markers));
    const user = (await this.db.executeQuery(query)).rows[0];
    if (!user) return undefined;
    if (now.getTime() - new Date(user.last_seen_at).getTime() >= touchIntervalMs) {
      await this.db
        .updateTable('session')
        .set({ last_seen_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('last_seen_at', '<', now.toISOString())
        .execute();
    }
    return {
      id: user.id,
      loginCode: user.login_code,
      userName: user.user_name,
      belongToType: user.belong_to_type,
      regulatorId: user.regulator_id,
      stationId: user.station_id,
      level: user.level,
      roleName: user.role_name ?? '',
      isSystemManager: user.is_system_manager,
      realUserId: user.real_user_id,
      askedMenusHeld: user.asked_menus_held,
      sessionTokenHash: tokenHash,
      passwordChangeReason: user.password_change_reason as PasswordChangeReason | null,
    };
  }

  async end(tokenHash: string, reason: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ ended_at: this.now().toISOString(), end_reason: reason })
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .execute();
  }

  /**
   * Ends every open session of a user (password change, disabling, admin action), including those a super
   * administrator entered as another user; returns how many.
   */
  async endAllForUser(userId: number, reason: string, db: Kysely<DatabaseSchema> = this.db): Promise<number> {
    const ended = await db
      .updateTable('session')
      .set({ ended_at: this.now().toISOString(), end_reason: reason })
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('real_user_id', '=', userId)]))
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(ended.numUpdatedRows);
  }

  /**
   * Ends every open session of the users of some units (a regulator or a station disabled): its users may no longer
   * act, whatever page they have open. Returns how many sessions ended.
   */
  async endAllForUnits(
    units: { regulatorIds?: readonly number[]; stationIds?: readonly number[] },
    reason: string,
    db: Kysely<DatabaseSchema> = this.db,
  ): Promise<number> {
    const regulatorIds = units.regulatorIds ?? [];
    const stationIds = units.stationIds ?? [];
    if (regulatorIds.length === 0 && stationIds.length === 0) return 0;
    const ended = await db
      .updateTable('session')
      .set({ ended_at: this.now().toISOString(), end_reason: reason })
      .where('ended_at', 'is', null)
      .where('user_id', 'in', (eb) =>
        eb
          .selectFrom('app_user')
          .select('id')
          .where((user) =>
            user.or([
              ...(regulatorIds.length > 0 ? [user('regulator_id', 'in', regulatorIds)] : []),
              ...(stationIds.length > 0 ? [user('station_id', 'in', stationIds)] : []),
            ]),
          ),
      )
      .executeTakeFirst();
    return Number(ended.numUpdatedRows);
  }

  /** Drops sessions that ended or expired long ago. */
  async prune(): Promise<void> {
    const cutoff = new Date(this.now().getTime() - 30 * 86_400_000).toISOString();
    await this.db.deleteFrom('session').where('expires_at', '<', cutoff).execute();
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

const noMenus: readonly string[] = [];

/** The menus a route's access asks for, any one of which lets a user in. */
function askedMenus(access: Access): readonly string[] {
  if (access.kind !== 'menu') return noMenus;
  return typeof access.menu === 'string' ? [access.menu] : access.menu;
}

/** Whether a user passes a route's declared access (function level; data scope is applied in SQL). */
export function allows(access: Access, user: SessionUser): boolean {
  if (access.kind === 'device') return false;
  if (user.isSystemManager) return true;
  switch (access.kind) {
    case 'public':
    case 'session':
      return true;
    case 'menu':
      return (
        askedMenus(access).some((code) => user.askedMenusHeld.includes(code)) ||
        (access.orOwnStation === true && user.belongToType === BelongToType.FillingStation && user.stationId !== null)
      );
    case 'systemManager':
      return false;
  }
}

/**
 * The one gate every request passes (docs/architecture.md §5): before the body is even parsed, a route that is not
 * public needs a live session (401 otherwise) and the access it declares (403 otherwise); a `device` route needs a
 * scale's own credential instead (platform/deviceGate.ts). A main-API route that declares no access is refused:
 * permissions fail closed.
 */
export function installSessionGate(app: FastifyInstance, sessions: SessionService, devices: DeviceGate): void {
  app.decorateRequest('user', undefined);
  app.decorateRequest('device', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions;
    // Paths no route serves (not found) and public routes pass without a promise.
    if (route.url === undefined) return done();
    const access = route.config.access;
    if (access?.kind === 'public') return done();
    if (!access) return done(route.url.startsWith(`${apiBase}/`) ? new HttpError(403, messages.forbidden) : undefined);
    if (access.kind === 'device') {
      devices.authenticate(request).then((device) => {
        request.device = device;
        done();
      }, done);
      return;
    }
    authorise(request, access, sessions).then((user) => {
      request.user = user;
      done();
    }, done);
  });
}

/**
 * Who is asking, when their session and menus let them (401 without a live session, 403 without the access): the
 * gate's check, also used by a public route that some bodies turn into a guarded one (the super-user entry).
 */
export async function authorise(request: FastifyRequest, access: Access, sessions: SessionService) {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, messages.notLoggedIn);
  const user = await sessions.authenticate(token, access);
  if (!user) throw new HttpError(401, messages.sessionExpired);
  if (user.passwordChangeReason && !callsDuringPasswordChange.has(request.routeOptions.url ?? '')) {
    throw new HttpError(403, messages.passwordChangeRequired);
  }
  if (!allows(access, user)) throw new HttpError(403, messages.forbidden);
  return user;
}

/** The session user of a route that declared a non-public access. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, messages.notLoggedIn);
  return request.user;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | undefined;
  }
}

/** The statement that reads a live session's user; every request runs it, so it is compiled once (see queryShapes). */
function liveSessionUser(
  db: Kysely<DatabaseSchema>,
  values: { tokenHash: string; idleCutoff: string; now: string; askedMenus: readonly string[] },
) {
  return db
    .selectFrom('session as se')
    .innerJoin('app_user as u', 'u.id', 'se.user_id')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .where('se.token_hash', '=', values.tokenHash)
    .where('se.ended_at', 'is', null)
    .where('se.last_seen_at', '>', values.idleCutoff)
    .where('se.expires_at', '>', values.now)
    .where('u.is_valid', '=', sql.lit(true))
    .select([
      'se.last_seen_at',
      'se.real_user_id',
      'se.password_change_reason',
      'u.id',
      'u.login_code',
      'u.user_name',
      'u.belong_to_type',
      'u.regulator_id',
      'u.station_id',
      'u.level',
      'u.is_system_manager',
      'r.name as role_name',
      sql<string[]>`array(select rm.menu_code from role_menu rm
        join menu m on m.code = rm.menu_code and m.is_valid
        where rm.role_id = u.role_id and rm.menu_code = any(${values.askedMenus}::text[]) and r.is_valid)`.as(
        'asked_menus_held',
      ),
    ]);
}
