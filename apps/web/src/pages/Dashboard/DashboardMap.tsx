import { useEffect, useRef } from 'react';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { init, registerMap, use as registerEchartsParts, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { DashboardRegion, MapSettings } from '@gcs/contracts';
import { bubbleSize } from './dashboardLayout';
import { formatCount } from './dashboardCounters';
import { mapDistricts, type AreaGeoJson } from './mapSettings';

registerEchartsParts([GeoComponent, TooltipComponent, ScatterChart, CanvasRenderer]);

export interface MapPalette {
  area: string;
  border: string;
  selected: string;
  hover: string;
  label: string;
  bubble: string;
  bubbleLabel: string;
  tooltip: string;
}

export const darkMapPalette: MapPalette = {
  area: '#0d3a6b',
  border: '#4fd2ff',
  selected: '#1f9bd7',
  hover: '#15609e',
  label: '#d8f3ff',
  bubble: '#f5b73b',
  bubbleLabel: '#1a1a1a',
  tooltip: 'rgba(4, 20, 44, 0.92)',
};

export const lightMapPalette: MapPalette = {
  area: '#dbeafe',
  border: '#3b82f6',
  selected: '#60a5fa',
  hover: '#bfdbfe',
  label: '#1f2937',
  bubble: '#f59e0b',
  bubbleLabel: '#1f2937',
  tooltip: 'rgba(255, 255, 255, 0.96)',
};

interface DashboardMapProps {
  areaCode: string;
  geo: AreaGeoJson;
  settings: MapSettings;
  /** The bubbles' figures (registered cylinders) by region code. */
  regions: readonly DashboardRegion[];
  selected: string | null;
  onSelect: (code: string) => void;
  palette: MapPalette;
}

type GeoJsonArgument = Parameters<typeof registerMap>[1];

/**
 * The regional map of the dashboards (ECharts geo with a bubble per district): clicking a district or its bubble
 * selects it; the selected district is filled brighter.
 */
export function DashboardMap({ areaCode, geo, settings, regions, selected, onSelect, palette }: DashboardMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const mapName = `area-${areaCode}`;

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    const instance = init(host, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(host);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const names = new Map(mapDistricts(geo).map((district) => [district.name, district.code]));
    const onClick = (params: { componentType?: string; name?: string; data?: unknown }) => {
      const fromBubble = (params.data as { code?: string } | undefined)?.code;
      const code = fromBubble ?? (params.name ? names.get(params.name) : undefined);
      if (code) select.current(code);
    };
    instance.on('click', onClick);
    return () => {
      instance.off('click', onClick);
    };
  }, [geo]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    registerMap(mapName, geo as unknown as GeoJsonArgument);
    const districts = mapDistricts(geo);
    const codeByName = new Map(districts.map((district) => [district.name, district.code]));
    const figures = new Map(regions.map((region) => [region.code, region]));
    const selectedName = districts.find((district) => district.code === selected)?.name;
    const [bubbleWidth, bubbleHeight] = bubbleSize(window.innerWidth);
    // Merged into the options shown, so a change of selection or figures does not redraw the bubbles from nothing.
    instance.setOption({
      tooltip: {
        trigger: 'item',
        backgroundColor: palette.tooltip,
        borderColor: palette.border,
        textStyle: { color: palette.label },
        formatter: (params: { name: string; data?: { code?: string } }) => {
          const code = params.data?.code ?? codeByName.get(params.name);
          const region = code ? figures.get(code) : undefined;
          if (!region) return params.name;
          return [
            `<b>${params.name}</b>`,
            `注册气瓶：${formatCount(region.registerdCylinderCount)}`,
            `本年充装：${formatCount(region.fillingCount)}`,
            `本年检验：${formatCount(region.inspectionCount)}`,
          ].join('<br/>');
        },
      },
      geo: {
        map: mapName,
        roam: false,
        // Fitted to 75% of the box so that the zoom (1.3 by default) fills it without cutting the area off.
        layoutCenter: ['50%', '50%'],
        layoutSize: '75%',
        zoom: settings.mapZoom,
        center: settings.dashboardMapCenter ?? undefined,
        selectedMode: false,
        label: { show: true, color: palette.label, fontSize: 13 },
        itemStyle: { areaColor: palette.area, borderColor: palette.border, borderWidth: 1.2 },
        emphasis: {
          label: { color: palette.label },
          itemStyle: { areaColor: palette.hover },
        },
        regions: selectedName
          ? [{ name: selectedName, itemStyle: { areaColor: palette.selected, borderWidth: 2 } }]
          : [],
      },
      series: [
        {
          type: 'scatter',
          coordinateSystem: 'geo',
          symbol: 'pin',
          symbolSize: [bubbleWidth, bubbleHeight],
          itemStyle: { color: palette.bubble, opacity: 1 },
          z: 3,
          label: {
            show: true,
            position: 'inside',
            offset: [0, -bubbleHeight / 8],
            color: palette.bubbleLabel,
            fontSize: Math.max(9, Math.round(bubbleWidth / 3.4)),
            formatter: (params: { data?: { figure?: number } }) =>
              params.data?.figure === undefined ? '' : compactCount(params.data.figure),
          },
          data: settings.bubbleData.map((bubble) => ({
            name: bubble.name,
            code: bubble.code,
            value: bubble.value,
            figure: figures.get(bubble.code)?.registerdCylinderCount,
          })),
        },
      ],
    });
  }, [mapName, geo, settings, regions, selected, palette]);

  return <div ref={element} className="dashboard-map" role="img" aria-label="区域地图" />;
}

/** A bubble's figure in few characters: 1.2万 for 12 345. */
function compactCount(value: number): string {
  return value >= 10_000 ? `${(value / 10_000).toFixed(1)}万` : String(value);
}
