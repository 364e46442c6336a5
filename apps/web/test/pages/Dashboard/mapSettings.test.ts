import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMapZoom } from '@gcs/contracts';
import { mapAreaCode, mapDistricts, mapSettingsFor, type AreaGeoJson } from '../../../src/pages/Dashboard/mapSettings';

/** The demo city's map as it ships. */
const demoMap = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../public/cityres/330400/330400.json'), 'utf8'),
) as AreaGeoJson;

describe('the dashboard map’s data', () => {
  it('lists the districts of the area file in its order, by name and code', () => {
    const districts = mapDistricts(demoMap);
    expect(districts.length).toBeGreaterThan(1);
    expect(districts[0]).toEqual({ name: '南湖区', code: '330402' });
    expect(districts.every((district) => /^\d{6}$/.test(district.code))).toBe(true);
  });

  it('falls back to zoom 1.3 and a bubble at each district’s cp when setting.json is missing or lacks the area', () => {
    for (const file of [null, { '110000': { bubbleData: [], dashboardMapCenter: null, mapZoom: 2 } }, 'not json']) {
      const settings = mapSettingsFor(file, '330400', demoMap);
      expect(settings.mapZoom).toBe(defaultMapZoom);
      expect(settings.dashboardMapCenter).toBeNull();
      expect(settings.bubbleData.map((bubble) => bubble.code)).toEqual(mapDistricts(demoMap).map((item) => item.code));
      expect(settings.bubbleData[0]?.value).toEqual(demoMap.features[0]?.properties.cp);
    }
  });

  it('takes the area’s settings from setting.json when it names the area', () => {
    const own = {
      bubbleData: [{ name: '南湖区', code: '330402', value: [120.8, 30.75] }],
      dashboardMapCenter: [120.75, 30.7],
      mapZoom: 1.1,
    };
    expect(mapSettingsFor({ '330400': own }, '330400', demoMap)).toEqual(own);
    const { mapZoom: _zoom, ...withoutZoom } = own;
    expect(mapSettingsFor({ '330400': withoutZoom }, '330400', demoMap).mapZoom).toBe(defaultMapZoom);
  });

  it('maps the host configuration’s area code, else the user’s region', () => {
    expect(mapAreaCode('330400', '330402')).toBe('330400');
    expect(mapAreaCode('', '330402')).toBe('330402');
    expect(mapAreaCode(' ', null)).toBeNull();
  });
});
