/**
 * A 401 answer means the server ended the session (idle expiry, logout elsewhere, password change). The session layer
 * registers what to do (clear the session, show the server's message, go to /Login); the HTTP client only reports it.
 */
type UnauthorizedHandler = (message: string) => void;

let handler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(next: UnauthorizedHandler | null): void {
  handler = next;
}

export function reportUnauthorized(message: string): void {
  handler?.(message);
}
