/**
 * The OpenAPI document served at /api/docs, built from the contract itself: the
 * endpoint table of src/api and the zod payload schemas the server validates with,
 * so the document cannot drift from what the server accepts.
 */
import { z } from 'zod';
import { endpoints, type EndpointName } from '../src/api/endpoints';
import { payloadSchemas } from '../src/api/schemas';

const envelope = {
  type: 'object',
  required: ['code'],
  properties: {
    code: {
      type: 'integer',
      description:
        '200 success; 400 invalid input; 403 not yours; 404 not found; 409 conflict; 413 too large; 429 too many; 601 not logged in; 680 token invalid or expired; 500 server error',
    },
    desc: { type: 'string', description: 'The message to show' },
    data: {},
    user: { type: 'object', description: 'The member summary, whenever the call carried a valid access token' },
  },
};

export function openApiDocument(implemented: ReadonlySet<EndpointName>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, { method, path }] of Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][]) {
    const schema = payloadSchemas[name];
    const json = schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>) : null;
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: implemented.has(name) ? undefined : 'Not served yet by this server (answers 404)',
      parameters: [{ name: 'access-token', in: 'header', required: false, schema: { type: 'string' } }],
      responses: { 200: { description: 'The envelope', content: { 'application/json': { schema: envelope } } } },
    };
    if (name === 'selectAlike') {
      operation.requestBody = {
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } },
      };
    } else if (json && method === 'GET') {
      const properties = (json.properties ?? {}) as Record<string, unknown>;
      const required = new Set((json.required as string[] | undefined) ?? []);
      (operation.parameters as unknown[]).push(
        ...Object.entries(properties).map(([key, value]) => ({ name: key, in: 'query', required: required.has(key), schema: value })),
      );
    } else if (json) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: json } } };
    }
    paths[path] = { ...(paths[path] ?? {}), [method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pattern Marketplace API',
      version: '1.0.0',
      description: 'Every answer is the envelope { code, desc, data?, user? }; the HTTP status mirrors the code.',
    },
    paths,
  };
}
