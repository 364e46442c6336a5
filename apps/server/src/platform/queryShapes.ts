import { CompiledQuery, type Compilable, type InferResult } from 'kysely';

const marker = '\u0000value:';

interface Shape {
  sql: string;
  /** For each parameter, the name of the value it takes. */
  slots: readonly string[];
}

/** A value a shape binds: a scalar, or an array bound as one parameter (`= any($n::int[])`). */
export type ShapeValue = string | number | boolean | readonly number[] | readonly string[] | undefined;
export type ShapeValues = Record<string, ShapeValue>;

/**
 * Builds and compiles a query once per shape (its name and which of its values are given) and afterwards only fills
 * in the values: a hot query pays Kysely's building and compiling once, and its SQL text, the same string every time,
 * is also what names its prepared statement.
 *
 * The builder is called with a stand-in for each given value and must pass each value, untouched, as a bound
 * parameter, and may branch only on which values are given (never on a value). A constant of the query is written as
 * a literal (`sql.lit`), so that every parameter of a shape is one of its named values: a shape that binds anything
 * else is refused when it is built, so no value of one request can stay frozen into the statement of the next.
 */
export class QueryShapeCache {
  private readonly shapes = new Map<string, Shape>();

  compile<V extends ShapeValues, C extends Compilable>(
    name: string,
    values: V,
    build: (values: V) => C,
  ): CompiledQuery<InferResult<C>[number]> {
    const given = Object.keys(values).filter((key) => values[key] !== undefined);
    const key = `${name}|${given.join(',')}`;
    let shape = this.shapes.get(key);
    if (!shape) {
      shape = compileShape(key, given, build);
      this.shapes.set(key, shape);
    }
    return CompiledQuery.raw(
      shape.sql,
      shape.slots.map((slot) => values[slot]),
    ) as CompiledQuery<InferResult<C>[number]>;
  }
}

/**
 * The given (not undefined) values of a record, as a new object holding only those: a filter's values record names
 * every field it knows, most of them not given, and spreading such a record into another is slow in V8 (the result
 * outgrows the fast object layout), while the few given values spread cheaply. Reading a value not given still
 * answers undefined, so the result stands for the record.
 */
export function givenValues<V extends ShapeValues>(values: V): V {
  const given: Partial<V> = {};
  for (const name in values) {
    if (values[name] !== undefined) given[name] = values[name];
  }
  return given as V;
}

function compileShape<V extends ShapeValues>(
  key: string,
  given: readonly string[],
  build: (values: V) => Compilable,
): Shape {
  const markers = Object.fromEntries(given.map((valueName) => [valueName, `${marker}${valueName}`])) as V;
  const compiled = build(markers).compile();
  const slots = compiled.parameters.map((parameter, index) => {
    const slot = typeof parameter === 'string' && parameter.startsWith(marker) ? parameter.slice(marker.length) : '';
    if (!given.includes(slot)) {
      throw new Error(`query shape ${key}: parameter $${index + 1} is not one of its values, untouched`);
    }
    return slot;
  });
  return { sql: compiled.sql, slots };
}
