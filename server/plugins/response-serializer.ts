import { isDeepStrictEqual } from 'node:util';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = typeof serializerCompiler;

/**
 * The serializer of JSON answers: each answer is checked against its route's response schema
 * (a mismatch is a 500 that hides nothing, logged with the request id).
 *
 * Zod objects drop the keys their schema does not name, so a schema that forgot a field would
 * make the answer silently lose it. Outside production (tests, development) an answer that its
 * schema would change is refused too, so that drift fails a test instead of reaching a screen;
 * production sends what the schema lets through.
 */
export function responseSerializer({ strict }: { strict: boolean }): SerializerCompiler {
  if (!strict) return serializerCompiler;
  return (route) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      const sent = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(sent), JSON.parse(JSON.stringify(data) ?? 'null'))) {
        throw new ResponseSerializationError(route.method, route.url, {
          cause: new z.ZodError([
            {
              code: 'custom',
              path: [],
              message: 'The answer has fields its response schema does not describe',
              input: data,
            },
          ]),
        });
      }
      return sent;
    };
  };
}
