/**
 * Calls one of the contract's endpoints on the MSW world in Node (mocks/node.ts), as a
 * member or operator with `token`: for the handlers' own tests.
 */
import { endpoints, type EndpointName } from '../../src/api/endpoints';

export async function callWorld(name: EndpointName, token: string, body?: unknown) {
  const { method, path } = endpoints[name];
  const response = await fetch(`http://shop.test${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; desc: string; data?: unknown };
}
