import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { tempDir } from '../../../tests/support/temp-dir';

describe('email configuration', () => {
  it('defaults to the outbox and the Lectio sender address', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.EMAIL_FROM).toBe('Lectio <hello@lectio.app>');
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('accepts smtp:// and smtps:// URLs', () => {
    for (const url of ['smtp://user:pass@mail.example.com:587', 'smtps://mail.example.com']) {
      expect(loadConfig({ SMTP_URL: url }).SMTP_URL).toBe(url);
    }
  });

  it('refuses any other SMTP_URL, naming the variable', () => {
    for (const url of ['http://mail.example.com', 'mail.example.com:587', 'smtp://', 'smtp']) {
      expect(() => loadConfig({ SMTP_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ SMTP_URL: url })).toThrow(
        /SMTP_URL: must be an smtp:\/\/ or smtps:\/\//,
      );
    }
  });

  it('logs which sender is in use, without the SMTP password', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    for (const SMTP_URL of ['', 'smtp://mailer:s3cret@127.0.0.1:2525']) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: 'sqlite::memory:',
        CLIENT_DIR: join(tmpdir(), 'lectio-no-client-build'),
        FILES_DIR: tempDir('files'),
        SMTP_URL,
      });
      const app = await buildApp({ config, logger: { level: 'info', stream } });
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('emails are kept in the outbox (read them at /dev/mailbox)');
    expect(log).toContain('Email: sending through SMTP at smtp://127.0.0.1:2525');
    expect(log).not.toContain('s3cret');
  });
});
