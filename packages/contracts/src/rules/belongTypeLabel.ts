/** Region whose deployments read ownership value 2 as "hosted" rather than "custodial". */
export const hostedOwnershipAreaCode = '440900';

/** Ownership text of a cylinder (spec 02 sections 3.1 and 4): 1 non-own, 2 custodial (hosted in 440900), else own. */
export function belongTypeLabel(belongType: number | null | undefined, areaCode: string): string {
  if (belongType === 1) return '非自有产权';
  if (belongType === 2) return areaCode === hostedOwnershipAreaCode ? '托管' : '寄存';
  return '自有产权';
}
