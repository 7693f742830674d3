import type { FastifyRequest } from 'fastify';
import type { SignedInAccount } from '../plugins/session';
import { UPLOAD_MESSAGES } from '../../common/uploads/messages';
import { requireTeacher } from './guards';

/**
 * Who may upload files (issue 10, point 9): signed-in teachers. The Academy's instructors join
 * them here, and only here, when that account type exists. Nobody signed in gets 401, any other
 * account 403.
 */
export const requireUploader = (request: FastifyRequest): Promise<SignedInAccount> =>
  requireTeacher(request, UPLOAD_MESSAGES.teachersOnly);
