/** The Authorization scheme a scale uses: `Device <deviceGuid>:<secret>` (a credential of its own, not a session). */
export const deviceAuthScheme = 'Device';

/** The Authorization header value of a scale's credential. */
export const deviceAuthorization = (deviceGuid: string, secret: string): string =>
  `${deviceAuthScheme} ${deviceGuid}:${secret}`;
