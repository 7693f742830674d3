import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signupSchema } from '@common/schemas/auth';
import { zodResolver } from './zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('zodResolver', () => {
  it('keeps only the first issue of each field, with the SPEC §5 messages', async () => {
    const resolve = zodResolver(signupSchema);
    const result = await resolve(
      { email: '', firstName: ' ', lastName: 'Lee', password: 'abc', confirmPassword: 'abc' },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(
      Object.fromEntries(
        Object.entries(result.errors).map(([key, error]) => [key, error?.message]),
      ),
    ).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      password: 'Min password length is 5 ',
    });
  });

  it('answers the parsed values when valid', async () => {
    const resolve = zodResolver(z.object({ email: z.string().trim() }));
    const result = await resolve({ email: '  a@b.co ' }, undefined, options);
    expect(result).toEqual({ values: { email: 'a@b.co' }, errors: {} });
  });

  it('reports issues without a path under root', async () => {
    const resolve = zodResolver(z.object({}).refine(() => false, 'Nope'));
    const result = await resolve({}, undefined, options);
    expect(result.errors).toEqual({ root: { type: 'custom', message: 'Nope' } });
  });
});
