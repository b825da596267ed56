/**
 * Building blocks of the MSW handlers: the envelope, the caller's session, payload
 * validation with the contract's zod schemas, and the named scenarios every domain
 * exports (`default`, `empty`, `error`, `networkError`, `slow`).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ZodType } from 'zod';
import { accessRefusals, endpoints, type EndpointName } from '../../src/api/endpoints';
import { httpStatusFor } from '../../src/api/errors';
import { responseSchemas } from '../../src/api/responses';
import type { AlikeEnvelope, Envelope, MeasuringProgress } from '../../src/api/types';
import type { Refusal as SharedRefusal } from '../../src/domain/refusals';
import { memberSummary, world } from '../world';
import type { MockMember } from '../fixtures/members';

export class Refusal {
  constructor(
    readonly code: number,
    readonly desc: string,
    readonly data?: unknown,
  ) {}
}

/**
 * Stops a handler with a non-200 envelope: one the server answers too, from
 * src/domain/refusals.ts (its field, if it names one, goes in `data` unless other data
 * is given), or a code and words of the mock's own.
 */
export function refuse(refusal: SharedRefusal, data?: unknown): never;
export function refuse(code: number, desc: string, data?: unknown): never;
export function refuse(first: number | SharedRefusal, second?: unknown, third?: unknown): never {
  if (typeof first === 'number') throw new Refusal(first, second as string, third);
  throw new Refusal(first.code, first.desc, second ?? (first.field ? { field: first.field } : undefined));
}

export interface Caller {
  member: MockMember | null;
  /** 'none' no token sent; 'invalid' a token the world does not know. */
  token: 'none' | 'invalid' | 'valid';
  tokenValue: string | null;
}

export function callerOf(request: Request): Caller {
  const tokenValue = request.headers.get('access-token');
  if (!tokenValue) return { member: null, token: 'none', tokenValue };
  const memberId = world().sessions.get(tokenValue);
  const member = world().members.find((m) => m.memberId === memberId) ?? null;
  return { member, token: member ? 'valid' : 'invalid', tokenValue };
}

/** The member calling, or the spec's 601 (no token) / 680 (bad token). Only `route()` asks it. */
function requireMember(caller: Caller): MockMember {
  if (caller.token === 'none') refuse(601, accessRefusals.notLoggedIn);
  if (!caller.member) refuse(680, accessRefusals.sessionExpired);
  return caller.member!;
}

/** Reads and validates a JSON body, query or form with a contract schema; 400 names the field. */
export function validate<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  return refuse(400, issue.message, { field: issue.path.join('.') });
}

export async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return refuse(400, 'The request body must be JSON');
  }
}

export const queryOf = (request: Request) => {
  const params = new URL(request.url).searchParams;
  const out: Record<string, string> = {};
  params.forEach((value, key) => (out[key] = value));
  return out;
};

export interface Answer<T> {
  data?: T;
  desc?: string;
  /** Search by image answered from the designs measured so far (src/api/types.ts AlikeEnvelope). */
  measuring?: MeasuringProgress;
}

/** The member a call answers: always there for a member or operator call (the access column of the contract table). */
type MemberOf<N extends EndpointName> = (typeof endpoints)[N]['access'] extends 'member' | 'operator' ? MockMember : MockMember | null;

type Resolver<N extends EndpointName> = (ctx: {
  request: Request;
  caller: Caller;
  member: MemberOf<N>;
}) => Promise<Answer<unknown> | void> | Answer<unknown> | void;

/**
 * A member call answers 601 / 680 before its input is read, and an operator call also
 * 403 for a member who is not an operator, as the server does.
 */
export function memberFor<N extends EndpointName>(name: N, caller: Caller): MemberOf<N> {
  const access = endpoints[name].access;
  if (access === 'public') return caller.member as MemberOf<N>;
  const member = requireMember(caller);
  if (access === 'operator' && !member.operator) refuse(403, accessRefusals.operatorsOnly);
  return member as MemberOf<N>;
}

let answersChecked = false;
/**
 * From now on every answer is checked against its call's schema (src/api/responses.ts),
 * as the server serialises its own: mocks/node.ts turns it on for the unit tests. An
 * answer of another shape, or with a field the schema does not name (one the server
 * would never send), stops the handler with an error naming the call and the field.
 */
export const checkAnswers = (on = true) => {
  answersChecked = on;
};

/** The path of the first field in `sent` that the schema's reading of it (`kept`) left out, or null. */
function fieldLeftOut(sent: unknown, kept: unknown, path: string): string | null {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    for (const [index, item] of sent.entries()) {
      const out = fieldLeftOut(item, kept[index], `${path}[${index}]`);
      if (out) return out;
    }
    return null;
  }
  if (!sent || typeof sent !== 'object' || !kept || typeof kept !== 'object') return null;
  for (const [key, value] of Object.entries(sent)) {
    const at = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(kept, key)) return at;
    const out = fieldLeftOut(value, (kept as Record<string, unknown>)[key], at);
    if (out) return out;
  }
  return null;
}

function checkAnswer(name: EndpointName, envelope: Envelope) {
  if (!answersChecked || !Object.hasOwn(responseSchemas, name)) return;
  const sent: unknown = JSON.parse(JSON.stringify(envelope));
  const result = responseSchemas[name as keyof typeof responseSchemas].safeParse(sent);
  let broken: string | null;
  if (result.success) {
    const extra = fieldLeftOut(sent, result.data, '');
    broken = extra && `${extra} is not a field of it`;
  } else {
    const [issue] = result.error.issues;
    broken = `${issue!.path.join('.')}: ${issue!.message}`;
  }
  if (broken) throw new Error(`The mock's answer to ${name} is not as its schema says (src/api/responses.ts): ${broken}`);
}

const pattern = (name: EndpointName) => `*${endpoints[name].path}`;
const method = (name: EndpointName) => endpoints[name].method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';

/**
 * A handler for one endpoint. Applies the endpoint's access from the contract table
 * (a member or operator call without a valid session answers 601 / 680, an operator
 * call from a member who is not an operator 403); answers the envelope;
 * attaches `user` whenever the call carried a valid token (as the server does); turns a
 * `Refusal` into its code.
 */
export function route<N extends EndpointName>(name: N, resolve: Resolver<N>): HttpHandler {
  return http[method(name)](pattern(name), async ({ request }) => {
    const caller = callerOf(request);
    try {
      const answer = (await resolve({ request, caller, member: memberFor(name, caller) })) ?? {};
      const envelope: Envelope = { code: 200, desc: answer.desc ?? 'Operation succeeded' };
      if (answer.data !== undefined) envelope.data = answer.data;
      if (answer.measuring) (envelope as AlikeEnvelope).measuring = answer.measuring;
      if (caller.member) envelope.user = memberSummary(caller.member);
      checkAnswer(name, envelope);
      return HttpResponse.json(envelope);
    } catch (error) {
      if (error instanceof Refusal) {
        return HttpResponse.json({ code: error.code, desc: error.desc, data: error.data }, { status: httpStatusFor(error.code) });
      }
      throw error;
    }
  });
}

export interface Scenarios {
  /** The stateful world. */
  default: HttpHandler[];
  /** Lists come back empty. */
  empty: HttpHandler[];
  /** Every call answers the server's error envelope (code 500). */
  error: HttpHandler[];
  /** Every call fails at the network. */
  networkError: HttpHandler[];
  /** Every call waits forever (loading states). */
  slow: HttpHandler[];
}

const sameRoute = (a: HttpHandler, b: HttpHandler) => a.info.method === b.info.method && a.info.path === b.info.path;

/**
 * The five named scenarios of a domain. `emptyLists` replaces the default handlers of
 * the calls that list things; every other call behaves as in the default world.
 */
export function scenarios(names: EndpointName[], defaults: HttpHandler[], emptyLists: HttpHandler[] = []): Scenarios {
  const empty = defaults.map((handler) => emptyLists.find((replacement) => sameRoute(replacement, handler)) ?? handler);
  const each = (respond: () => Promise<Response> | Response) => names.map((name) => http[method(name)](pattern(name), respond));
  return {
    default: defaults,
    empty,
    error: each(() => HttpResponse.json({ code: 500, desc: 'Server error, please try again later' }, { status: 500 })),
    networkError: each(() => HttpResponse.error()),
    slow: each(async () => {
      await delay('infinite');
      return HttpResponse.json({ code: 200 });
    }),
  };
}
