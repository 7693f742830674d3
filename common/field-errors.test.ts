import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, firstIssues } from './field-errors';

const schema = z.object({
  password: z.string().min(1, 'Password is required').min(8, 'At least 8 characters'),
  school: z.object({ city: z.string().min(1, 'City is required') }),
  students: z.array(z.object({ lastName: z.string().min(1, 'Last name is required') })),
});

const errorOf = (value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
};

const bad = { password: '', school: { city: '' }, students: [{ lastName: 'A' }, { lastName: '' }] };

describe('field errors from a zod error', () => {
  it('keeps the first message of each field, by full dotted path by default', () => {
    expect(fieldErrors(errorOf(bad))).toEqual({
      password: 'Password is required',
      'school.city': 'City is required',
      'students.1.lastName': 'Last name is required',
    });
  });

  it('names only the top-level field when asked (the server answers of GUIDE §5)', () => {
    expect(fieldErrors(errorOf(bad), { key: 'field' })).toEqual({
      password: 'Password is required',
      school: 'City is required',
      students: 'Last name is required',
    });
  });

  it('files an issue about the whole value under root, or the name given', () => {
    const error = z.string().safeParse(1).error!;
    expect(Object.keys(fieldErrors(error))).toEqual(['root']);
    expect(Object.keys(fieldErrors(error, { root: 'body' }))).toEqual(['body']);
  });

  it('gives the issue itself for callers that need its code', () => {
    expect(firstIssues(errorOf(bad)).password).toMatchObject({
      code: 'too_small',
      message: 'Password is required',
    });
  });
});
