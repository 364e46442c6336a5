/** Remember-me keeps the user name only; the browser's password manager may keep the password (autocomplete). */
export const rememberedUserNameKey = 'rememberedUserName';

export function readRememberedUserName(): string {
  try {
    return window.localStorage.getItem(rememberedUserNameKey) ?? '';
  } catch {
    return '';
  }
}

export function writeRememberedUserName(name: string | null): void {
  try {
    if (name) window.localStorage.setItem(rememberedUserNameKey, name);
    else window.localStorage.removeItem(rememberedUserNameKey);
  } catch {
    // Remembering is a convenience; a disabled storage only loses it.
  }
}
