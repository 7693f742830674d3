import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { translationSettings } from './config';

const PROVIDER = {
  TRANSLATION_URL: 'https://translate.example.org',
  TRANSLATION_PROVIDER_NAME: 'Example Translate',
};

const issues = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('translation settings', () => {
  it('are off by default: no provider, so nothing is ever sent', () => {
    expect(translationSettings(loadConfig({}))).toBeNull();
    expect(translationSettings(loadConfig({ NODE_ENV: 'production', ...STRIPE }))).toBeNull();
  });

  it('choose the LibreTranslate-compatible API at TRANSLATION_URL, with its key', () => {
    expect(translationSettings(loadConfig(PROVIDER))).toEqual({
      url: 'https://translate.example.org',
      apiKey: undefined,
      providerName: 'Example Translate',
    });
    expect(
      translationSettings(loadConfig({ ...PROVIDER, TRANSLATION_API_KEY: ' key-1 ' }))?.apiKey,
    ).toBe('key-1');
  });

  it('refuse a provider the privacy policy could not name', () => {
    expect(issues({ TRANSLATION_URL: PROVIDER.TRANSLATION_URL })).toContain(
      'TRANSLATION_PROVIDER_NAME: is required with TRANSLATION_URL',
    );
  });

  it('refuse settings that would do nothing without a provider, and malformed addresses', () => {
    expect(issues({ TRANSLATION_API_KEY: 'key' })).toContain(
      'TRANSLATION_API_KEY: has no effect without TRANSLATION_URL',
    );
    expect(issues({ TRANSLATION_PROVIDER_NAME: 'Example' })).toContain(
      'TRANSLATION_PROVIDER_NAME: has no effect without TRANSLATION_URL',
    );
    expect(issues({ ...PROVIDER, TRANSLATION_URL: 'translate.example.org' })).toContain(
      'TRANSLATION_URL: must be the http(s) address',
    );
    expect(issues({ ...PROVIDER, TRANSLATION_URL: 'ftp://translate.example.org' })).toContain(
      'TRANSLATION_URL',
    );
    expect(issues({ ...PROVIDER, TRANSLATION_URL: '' })).toContain(
      'TRANSLATION_PROVIDER_NAME: has no effect',
    );
  });
});

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_def',
};
