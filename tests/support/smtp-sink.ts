import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpDelivery {
  auth: { username: string; password: string } | null;
  mailFrom: string;
  rcptTo: string[];
  /** The whole message as received (headers and MIME body, CRLF line ends). */
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** smtp://…@127.0.0.1:port, with the credentials the sink accepts when it has any. */
  url: string;
  received: SmtpDelivery[];
  /**
   * Times anyone spoke to the sink: each connection opened and each message begun on it
   * (a pooled connection stays open between messages), accepted or refused.
   */
  contacts: number;
  /** While true the sink refuses every connection and message with 421 (the server is down). */
  failing: boolean;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** PLAIN/LOGIN credentials the sink accepts; without, it accepts mail without signing in. */
  credentials?: { username: string; password: string };
}

/**
 * A real SMTP server in the test process (smtp-server), over an unencrypted socket on a random
 * port: it keeps what it receives, counts who spoke to it, and can play a failing mail server.
 */
export async function startSmtpSink({ credentials }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  let lastAuth: SmtpDelivery['auth'] = null;
  const refusal = () => {
    sink.contacts += 1;
    if (!sink.failing) return undefined;
    return Object.assign(new Error('Service not available'), { responseCode: 421 });
  };
  const server = new SMTPServer({
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !credentials,
    logger: false,
    onConnect(_session, callback) {
      callback(refusal());
    },
    onMailFrom(_address, _session, callback) {
      callback(refusal());
    },
    onAuth(auth, _session, callback) {
      if (
        credentials &&
        auth.username === credentials.username &&
        auth.password === credentials.password
      ) {
        lastAuth = { username: credentials.username, password: credentials.password };
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sink.received.push({
          auth: lastAuth,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const login = credentials
    ? `${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}@`
    : '';
  const sink: SmtpSink = {
    port,
    url: `smtp://${login}127.0.0.1:${port}`,
    received: [],
    contacts: 0,
    failing: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
