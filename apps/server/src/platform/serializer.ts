import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<import('fastify').FastifyInstance['setSerializerCompiler']>[0];

/**
 * Serialises each answer with a serialiser compiled from its contract schema (fast-json-stringify over the schema's
 * JSON Schema): only the contract's fields leave the server, and no copy of the answer is built on the way. A schema
 * JSON Schema cannot express falls back to zod's own encoding.
 */
export const contractSerializerCompiler: SerializerCompiler = (route) => {
  const schema = route.schema;
  if (schema instanceof z.ZodType) {
    try {
      const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    } catch {
      // fall through to zod
    }
  }
  return (zodSerializerCompiler as unknown as SerializerCompiler)(route);
};
