/**
 * Address of the external cylinder-information publicity page (spec 02 section 2.1): the first four characters of
 * the area code, with 1201 read as 1200, plus the barcode, placed into the deployment's template.
 */
export const defaultPublicityUrlTemplate = 'https://gsmp.example.cn/publicity/{area}/{barcode}';

export function publicityArea(areaCode: string): string {
  const area = areaCode.trim().slice(0, 4);
  return area === '1201' ? '1200' : area;
}

export function publicityUrl(template: string, areaCode: string, barcode: string): string {
  return template
    .replaceAll('{area}', encodeURIComponent(publicityArea(areaCode)))
    .replaceAll('{barcode}', encodeURIComponent(barcode.trim()));
}
