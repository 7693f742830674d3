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

async function request<TBody>(
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResult<TBody>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
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
export const apiPost = <TBody>(path: string, body: unknown = {}) =>
  request<TBody>('POST', path, body);
export const apiPut = <TBody>(path: string, body: unknown = {}) =>
  request<TBody>('PUT', path, body);
/** DELETE with an empty JSON body: state changes are JSON (the CSRF rule). */
export const apiDelete = <TBody>(path: string) => request<TBody>('DELETE', path, {});
