import type { Random } from './prng';

const words = (text: string): readonly string[] => text.trim().split(/\s+/);

/** Surnames, with the ones common around Jiaxing included. */
const surnames = words(`
  王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 沈 郭 何 高 林 罗 郑 梁 谢 宋 唐 许 韩 冯 邓
  曹 彭 曾 肖 田 董 袁 潘 蒋 蔡 余 杜 叶 程 魏 吕 丁 任 钱 姚 金 陆 顾 范 屠 褚 戴 莫 俞 邵`);

const givenChars = words(`
  伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 娟 涛 明 超 秀 霞 平 刚 桂 英 华 建 国 文 斌 辉 鹏
  红 玲 峰 林 飞 晨 宇 浩 凯 琳 婷 雪 慧 健 波 亮 俊 海 燕 春 荣 忠 志 新 兴 卫 东 民 德 云`);

export function personName(random: Random): string {
  const given = random.chance(0.35) ? random.pick(givenChars) : `${random.pick(givenChars)}${random.pick(givenChars)}`;
  return `${random.pick(surnames)}${given}`;
}

/** Fictional trade names for the filling stations' companies. */
export const tradeNames = words(`
  恒通 安达 众诚 宏达 禾城 金港 鸿运 兴业 永安 顺发 瑞祥 天一 东晟 长虹 富民 利民 嘉瑞 运河 禾兴 明珠
  通和 华顺 泰和 益民 祥和 鑫源 德隆 万顺 同德 新禾 康泰 裕丰 瑞丰 海通`);

/** Fleets that own vehicle cylinders. */
export const fleetNames = words(`
  嘉兴市嘉运出租汽车有限公司 嘉兴市禾城公共交通有限公司 嘉兴运河物流有限公司 嘉兴市嘉捷出租汽车有限公司
  嘉兴市南湖城乡公交有限公司 嘉兴长三角冷链运输有限公司 海宁市海州客运有限公司 平湖市港通物流有限公司
  桐乡市顺风货运有限公司 嘉善县快客运输有限公司`);

/** Workshops that install vehicle cylinders. */
export const installerNames = words(`
  嘉兴市恒安汽车改装有限公司 浙江禾丰燃气汽车技术有限公司 海宁市安驰车用气瓶安装有限公司 平湖市通达汽车服务有限公司`);

export const vehicleTypes: readonly (readonly [string, number])[] = [
  ['出租车', 5],
  ['公交车', 2],
  ['重型货车', 2],
  ['轻型货车', 2],
  ['私家车', 1],
];
