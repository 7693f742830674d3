import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/**
 * A stand-in for Google's sign-in keys: an RSA key pair, its JWKS served over HTTP on a
 * random local port (point GOOGLE_JWKS_URL at `jwksUrl`), and a signer for ID tokens. API
 * tests and browser tests use it to exercise student_google_login without Google.
 */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** An ID token signed by the served key; `claims` override or remove (undefined) defaults. */
  idToken(claims?: Partial<GoogleClaims>, options?: IdTokenOptions): Promise<string>;
  /** A token with the same key id, signed by a key that the JWKS does not hold. */
  forgedIdToken(claims?: Partial<GoogleClaims>): Promise<string>;
  close(): Promise<void>;
}

export interface GoogleClaims {
  iss: string | undefined;
  aud: string | undefined;
  sub: string | undefined;
  email: string | undefined;
  email_verified: boolean | undefined;
  given_name: string | undefined;
  family_name: string | undefined;
  name: string | undefined;
  picture: string | undefined;
}

export interface IdTokenOptions {
  /** Seconds since the epoch; default now. */
  issuedAt?: number;
  /** Lifetime in seconds; default one hour. */
  lifetime?: number;
}

const KEY_ID = 'fake-google-key-1';
export const FAKE_GOOGLE_CLIENT_ID = 'lectio-test.apps.googleusercontent.com';

export async function startFakeGoogle(clientId = FAKE_GOOGLE_CLIENT_ID): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const forger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const body = JSON.stringify({ keys: [jwk] });
  const server: Server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  let counter = 0;
  const defaults = (): GoogleClaims => {
    counter += 1;
    return {
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: `10${Date.now()}${counter}`,
      email: `google.student${counter}@school.example`,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      name: 'Grace Hopper',
      picture: 'https://example.org/photo.png',
    };
  };

  async function sign(key: CryptoKey, claims: Partial<GoogleClaims>, options: IdTokenOptions) {
    const payload: Record<string, unknown> = { ...defaults(), ...claims };
    for (const name of Object.keys(payload)) if (payload[name] === undefined) delete payload[name];
    const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (options.lifetime ?? 3600))
      .sign(key);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    idToken: (claims = {}, options = {}) => sign(privateKey, claims, options),
    forgedIdToken: (claims = {}) => sign(forger.privateKey, claims, {}),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
