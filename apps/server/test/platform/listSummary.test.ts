import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cylinderApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../src/platform/listRoutes';

const unused = {} as ListDeps;

describe('a list whose table declares a summary row', () => {
  it('fails at start-up when its source cannot total it', () => {
    const app = Fastify();
    const source = { read: async () => [], count: async () => 0, toRow: () => ({}) as never };
    expect(() =>
      registerList(app, unused, { page: 'fillStationCount', call: cylinderApi.countByStation, source }),
    ).toThrow('/api/samr/Cylinder/countByStation 的表格有合计行，但列表来源没有合计查询');
  });
});
