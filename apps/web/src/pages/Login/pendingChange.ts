/**
 * The password typed at a login that must be followed by a mandatory change. Kept in memory only (never in storage)
 * so the change dialog survives the guard sending the user back to /Login; a reload forgets it and the dialog then
 * asks for the old password.
 */
let typedPassword: string | null = null;

export function rememberTypedPassword(password: string | null): void {
  typedPassword = password;
}

export function typedPasswordForChange(): string | null {
  return typedPassword;
}
