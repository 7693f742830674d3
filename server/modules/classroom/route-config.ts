import type { FastifyRequest } from 'fastify';

/** The classroom's calls, grouped so in the API description. */
export const tags = ['classroom'];

/** The classroom's forms show each message beside its own row's field ('students.2.lastName'). */
export const byPath = { fieldErrorKey: 'path' } as const;

export interface LinkBaseOptions {
  /** Where links in emails point. */
  linkBase: (request: FastifyRequest) => string;
}
