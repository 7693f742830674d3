/**
 * The JSON client of our own API (same origin, cookies included). Every answer is returned,
 * whatever its status, so screens can show the `errors` the server sends. Network failures
 * are only logged (SPEC §8) and come back as status 0.
 */
export interface ApiResult<TBody> {
  ok: boolean;
  status: number;
  body: TBody;
}

export interface RequestOptions {
  /** Let the request outlive the page (the last save when a tab is hidden or closed). */
  keepalive?: boolean;
}

async function request<TBody>(
  method: string,
  path: string,
  body?: unknown,
  { keepalive = false }: RequestOptions = {},
): Promise<ApiResult<TBody>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      keepalive,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = {};
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = {};
      }
    }
    return { ok: response.ok, status: response.status, body: parsed as TBody };
  } catch (error) {
    console.warn(`Request to ${path} failed`, error);
    return { ok: false, status: 0, body: {} as TBody };
  }
}

export const apiGet = <TBody>(path: string) => request<TBody>('GET', path);
export const apiPost = <TBody>(path: string, body: unknown = {}, options?: RequestOptions) =>
  request<TBody>('POST', path, body, options);
export const apiPut = <TBody>(path: string, body: unknown = {}, options?: RequestOptions) =>
  request<TBody>('PUT', path, body, options);
export const apiPatch = <TBody>(path: string, body: unknown = {}, options?: RequestOptions) =>
  request<TBody>('PATCH', path, body, options);
/** DELETE with a JSON body, empty by default: state changes are JSON (the CSRF rule). */
export const apiDelete = <TBody>(path: string, body: unknown = {}) =>
  request<TBody>('DELETE', path, body);

/** A refused or failed call, thrown by query fetchers so TanStack Query sees an error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { errors?: Record<string, string>; message?: string },
  ) {
    super(`API answered ${status}`);
    this.name = 'ApiError';
  }
}

/** The server's own sentence for a refusal (its first error), else the fallback. */
export const messageOf = (error: unknown, fallback: string) =>
  (error instanceof ApiError && Object.values(error.body.errors ?? {})[0]) || fallback;

/** The answer of a successful call, or an ApiError: what query functions return. */
export function unwrap<TBody>(result: ApiResult<TBody>): TBody {
  if (!result.ok) throw new ApiError(result.status, result.body as ApiError['body']);
  return result.body;
}

/** GET for query functions: the body, or an ApiError (status 0 when the network failed). */
export const fetchJson = async <TBody>(path: string) => unwrap(await apiGet<TBody>(path));

/** The HTTP status of a query's error (0 for a network failure or anything unexpected). */
export const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);
