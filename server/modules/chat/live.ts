import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatCaller } from '../../access/chat';

/**
 * Chat's live events (issue 17, point 12): a pointer per member, never the message. A member's
 * open messages screen hears `chat` with the conversation's id and re-reads it through the
 * usual access rules, so delivery stays within a second while both are online, on any instance.
 */
export const chatScope = (memberKey: string) => `chat:${memberKey}`;

/** Tells each member's screens that a conversation changed (after the change committed). */
export async function announceChat(
  app: FastifyInstance,
  conversationId: string,
  memberKeys: readonly string[],
): Promise<void> {
  await Promise.all(
    [...new Set(memberKeys)].map((key) =>
      app.live.publish({ type: 'chat', scope: chatScope(key), id: conversationId }),
    ),
  );
}

/** The keys of a conversation's active members. */
export async function memberKeysOf(
  app: FastifyInstance,
  conversationId: string,
): Promise<string[]> {
  const rows = await app.db
    .selectFrom('chat_members')
    .select('member_key')
    .where('conversation_id', '=', conversationId)
    .where('left_at', 'is', null)
    .execute();
  return rows.map((row) => row.member_key);
}

/** The caller's live stream: `chat` events with a conversation id; `ready` once listening. */
export async function streamChat(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: ChatCaller,
): Promise<void> {
  const stream = app.liveStreams.open(request, reply, { account: caller.account });
  const unsubscribe = app.live.subscribe(chatScope(caller.key), (event) => {
    if (event.type === 'chat') stream.send({ event: 'chat', data: { conversationId: event.id } });
  });
  stream.onEnd(unsubscribe);
  await app.live.ready();
  stream.send({ event: 'ready', data: {} });
}
