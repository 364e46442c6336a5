/** The neutral demo city: 嘉兴市 (Zhejiang), whose district map ships in cityres/330400/330400.json. */
export const demoAreaCode = '330400';
export const demoCityName = '嘉兴市';
export const demoProvinceName = '浙江省';
/** Vehicle plate prefix of the city (浙F). */
export const demoPlatePrefix = '浙F';
/** Two-letter prefix of the city's cylinder barcodes. */
export const demoBarcodePrefix = 'JX';

export interface DemoDistrict {
  code: string;
  name: string;
  /** Short name used in unit names, e.g. 南湖. */
  short: string;
  /** Name of the district's market supervision bureau. */
  regulatorName: string;
  roads: readonly string[];
  /** How many filling stations of each type (fuel gas, industrial, vehicle) the district has. */
  stations: readonly [number, number, number];
}

export const demoDistricts: readonly DemoDistrict[] = [
  {
    code: '330402',
    name: '南湖区',
    short: '南湖',
    regulatorName: '嘉兴市南湖区市场监督管理局',
    roads: ['中山东路', '东升东路', '广益路', '由拳路', '凌公塘路', '亚中路'],
    stations: [4, 1, 1],
  },
  {
    code: '330411',
    name: '秀洲区',
    short: '秀洲',
    regulatorName: '嘉兴市秀洲区市场监督管理局',
    roads: ['洪兴路', '秀园路', '新塍镇北路', '王店镇建设路', '油车港镇正阳路'],
    stations: [3, 1, 1],
  },
  {
    code: '330421',
    name: '嘉善县',
    short: '嘉善',
    regulatorName: '嘉善县市场监督管理局',
    roads: ['体育南路', '晋阳东路', '西塘镇南苑路', '姚庄镇宝群路'],
    stations: [3, 1, 0],
  },
  {
    code: '330424',
    name: '海盐县',
    short: '海盐',
    regulatorName: '海盐县市场监督管理局',
    roads: ['盐湖西路', '武原大道', '百步镇百联路', '澉浦镇六里街'],
    stations: [3, 0, 1],
  },
  {
    code: '330481',
    name: '海宁市',
    short: '海宁',
    regulatorName: '海宁市市场监督管理局',
    roads: ['海昌南路', '文苑南路', '许村镇环镇西路', '长安镇修川路', '盐官镇春熙路'],
    stations: [3, 1, 1],
  },
  {
    code: '330482',
    name: '平湖市',
    short: '平湖',
    regulatorName: '平湖市市场监督管理局',
    roads: ['当湖街道胜利路', '新华南路', '乍浦镇雅山西路', '独山港镇兴港路'],
    stations: [3, 2, 0],
  },
  {
    code: '330483',
    name: '桐乡市',
    short: '桐乡',
    regulatorName: '桐乡市市场监督管理局',
    roads: ['庆丰南路', '振兴东路', '乌镇镇子夜路', '濮院镇永乐路', '崇福镇崇德路'],
    stations: [3, 1, 1],
  },
];

export const demoCityRegulatorName = `${demoCityName}市场监督管理局`;
