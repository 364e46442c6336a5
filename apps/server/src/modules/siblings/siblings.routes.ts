import type { FastifyInstance } from 'fastify';
import { messages, siblingApi, type SiblingPlatform } from '@gcs/contracts';
import { HttpError, notFound } from '../../platform/errors';
import { PersonalDataCipher } from '../../platform/personalData';
import { registerCall } from '../../platform/routes';
import { openSecret } from '../../platform/sealedSecret';
import { sessionUser } from '../../platform/session';
import { signHandOff } from '../../platform/siblingSign';
import { actorOf } from '../../platform/syslog';
import type { ModuleDeps } from '../platformModule';

/**
 * The hand-off to sibling platforms (spec 01 section 7): the list of enabled siblings, and a short-lived signature
 * that tells a sibling which of our users comes, audited (refused in a session a super user entered). The shared
 * secrets stay on the server.
 */
export function siblingsRoutes(
  app: FastifyInstance,
  { db, syslog, now, config }: Pick<ModuleDeps, 'db' | 'syslog' | 'now' | 'config'>,
) {
  const cipher = new PersonalDataCipher(config.personalDataKey);
  const session = { access: { kind: 'session' } } as const;
  const enabled = () => db.selectFrom('sibling_platform').where('is_valid', '=', true);

  registerCall(app, siblingApi.redirectList, session, async () => {
    const rows = await enabled()
      .select(['id', 'title', 'bind_system_code', 'bind_system_url'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const list = rows.map((row): SiblingPlatform => ({
      id: row.id,
      title: row.title,
      bindSystemCode: row.bind_system_code as SiblingPlatform['bindSystemCode'],
      bindSystemUrl: row.bind_system_url,
    }));
    return { result: true, messeage: '', list };
  });

  registerCall(app, siblingApi.sign, session, async ({ query }, request) => {
    const user = sessionUser(request);
    // A hand-off carries the user's identity to another platform, where no super user stands behind it.
    if (user.realUserId !== null) throw new HttpError(403, messages.noSiblingHandOffWhenEntered);
    const sibling = await enabled()
      .where('id', '=', query.id)
      .select(['id', 'bind_system_code', 'sign_secret'])
      .executeTakeFirst();
    if (!sibling) throw notFound('该平台不存在或已停用');
    const at = now();
    await syslog.write({
      at,
      event: 'siblingHandOff',
      result: 'success',
      ...actorOf(user),
      ip: request.ip,
      detail: { sibling: sibling.id, bindSystemCode: sibling.bind_system_code },
    });
    return {
      result: true,
      messeage: '',
      data: signHandOff(openSecret(cipher, sibling.sign_secret), user.id, sibling.id, at),
    };
  });
}
