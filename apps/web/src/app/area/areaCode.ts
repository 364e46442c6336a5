/**
 * Area-specific behaviour (spec 01 section 9) keys on city codes such as 120100 or 341000. A user of a district below
 * the city (120101 ...) belongs to it too, so codes compare by their first four digits (province and city).
 */
export function inCity(regionCode: string | null | undefined, cityCode: string): boolean {
  if (!regionCode) return false;
  const code = regionCode.trim();
  return code.length >= 4 && code.slice(0, 4) === cityCode.slice(0, 4);
}

/** The user's region, falling back to the deployment's area code. */
export function userAreaCode(regulatorCode: string | null | undefined, hostCode: string): string {
  return regulatorCode && regulatorCode.trim() !== '' ? regulatorCode : hostCode;
}

export const AreaCode = {
  Tianjin: '120100',
  Wuhan: '420100',
  Xuancheng: '341000',
} as const;
