import { deliveryTime } from '../../../common/chat/delivery-window';
import { WITHDRAW_WINDOW_MS, type DeliveryState } from '../../../common/chat/rules';
import type { ChatMessage } from '../../../common/schemas/chat';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberRow } from './members';

type MessageRow = Pick<
  Selectable<Database['chat_messages']>,
  | 'id'
  | 'sender_key'
  | 'sender_name'
  | 'body'
  | 'urgent'
  | 'created_at'
  | 'deliver_at'
  | 'delivered_at'
  | 'withdrawn_at'
>;

/** Who is reading, and what they may see of a message. */
export interface Reader {
  key: string;
  kind: 'teacher' | 'parent' | 'student';
  /** School admins and exports keep the record: withdrawn and waiting messages in full. */
  keepsRecord: boolean;
  /** Which members' reads show as "seen" on the reader's own messages (point 9). */
  seesReadsOf: 'everyone' | 'teachers' | 'nobody';
  /** Whether care flags show (the class's teachers and the lead; never students or parents). */
  seesFlags: boolean;
}

/** A message as one reader sees it (issue 17, points 5, 9 and 12). */
export function messageView(
  row: MessageRow,
  reader: Reader,
  context: {
    members: readonly MemberRow[];
    timeZone: string;
    now: Date;
    flagged: ReadonlySet<string>;
    /** The messages' attachments (attachments.ts `attachmentsOf`), by message id. */
    attachments?: ReadonlyMap<string, ChatMessage['attachments']>;
  },
): ChatMessage {
  const mine = row.sender_key === reader.key;
  const withdrawn = row.withdrawn_at !== null;
  const createdAt = new Date(row.created_at);
  const withdrawableUntil = new Date(createdAt.getTime() + WITHDRAW_WINDOW_MS);
  return {
    id: row.id,
    senderKey: row.sender_key,
    senderName: row.sender_name,
    mine,
    body: withdrawn && !reader.keepsRecord ? null : row.body,
    withdrawn,
    urgent: row.urgent === 1,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    state: mine ? stateOf(row, reader, context) : null,
    deliverAt: mine && !row.delivered_at ? row.deliver_at : null,
    withdrawableUntil:
      mine && reader.kind !== 'student' && !withdrawn && withdrawableUntil > context.now
        ? withdrawableUntil.toISOString()
        : null,
    flagged: reader.seesFlags && context.flagged.has(row.id),
    // A withdrawn message's files go with its words, except for those who keep the record.
    attachments: withdrawn && !reader.keepsRecord ? [] : (context.attachments?.get(row.id) ?? []),
  };
}

function stateOf(
  row: MessageRow,
  reader: Reader,
  { members, timeZone, now }: { members: readonly MemberRow[]; timeZone: string; now: Date },
): DeliveryState {
  if (!row.delivered_at) return new Date(row.deliver_at) > now ? 'waiting' : 'sent';
  if (reader.seesReadsOf === 'nobody') return 'delivered';
  const seen = members.some(
    (member) =>
      member.key !== reader.key &&
      (reader.seesReadsOf === 'everyone' || member.kind === 'teacher') &&
      member.lastReadAt !== null &&
      member.lastReadAt >= row.delivered_at! &&
      // A read in the quiet hours shows from the morning (point 9: receipts are held back).
      deliveryTime(new Date(member.lastReadAt), timeZone) <= now,
  );
  return seen ? 'seen' : 'delivered';
}
