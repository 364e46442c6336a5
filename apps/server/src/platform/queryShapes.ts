import { CompiledQuery, type Compilable, type InferResult } from 'kysely';

const marker = '\u0000value:';

interface Shape {
  sql: string;
  parameters: readonly unknown[];
  /** For each parameter, the name of the value it takes, or undefined for a constant of the query. */
  slots: readonly (string | undefined)[];
}

type Values = Record<string, string | number | undefined>;

/**
 * Builds and compiles a query once per shape (which of its values are given) and afterwards only fills in the
 * values: a hot query pays Kysely's building and compiling once, and its SQL text, the same string every time, is
 * also what names its prepared statement. The builder must use each value only as a bound parameter.
 */
export class QueryShapeCache {
  private readonly shapes = new Map<string, Shape>();

  compile<V extends Values, C extends Compilable>(
    name: string,
    values: V,
    build: (values: V) => C,
  ): CompiledQuery<InferResult<C>[number]> {
    const given = Object.keys(values).filter((key) => values[key] !== undefined);
    const key = `${name}|${given.join(',')}`;
    let shape = this.shapes.get(key);
    if (!shape) {
      const markers = Object.fromEntries(given.map((valueName) => [valueName, `${marker}${valueName}`])) as V;
      const compiled = build(markers).compile();
      shape = {
        sql: compiled.sql,
        parameters: compiled.parameters,
        slots: compiled.parameters.map((parameter) =>
          typeof parameter === 'string' && parameter.startsWith(marker) ? parameter.slice(marker.length) : undefined,
        ),
      };
      this.shapes.set(key, shape);
    }
    const { parameters, slots } = shape;
    return CompiledQuery.raw(
      shape.sql,
      slots.map((slot, index) => (slot === undefined ? parameters[index] : values[slot])),
    ) as CompiledQuery<InferResult<C>[number]>;
  }
}
