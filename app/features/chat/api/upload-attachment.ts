import { useMutation } from '@tanstack/react-query';
import { CHAT_API, type ChatAttachmentInfo, type ChatAudience } from '@common/schemas/chat';
import { ApiError } from '~/lib/api';

/**
 * POST …/attachments: the file's own bytes (not JSON; the server reads its type from them),
 * its name in the query. The answer is the attachment the next message names by id.
 */
export async function uploadAttachment(
  audience: ChatAudience,
  conversationId: string,
  file: File,
): Promise<ChatAttachmentInfo> {
  const url = `${CHAT_API.attachments(audience, conversationId)}?${new URLSearchParams({ name: file.name })}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/octet-stream' },
      body: file,
    });
  } catch (error) {
    console.warn(`Upload to ${url} failed`, error);
    throw new ApiError(0, {});
  }
  const body = (await response.json().catch(() => ({}))) as {
    attachment?: ChatAttachmentInfo;
    errors?: Record<string, string>;
  };
  if (!response.ok || !body.attachment) throw new ApiError(response.status, body);
  return body.attachment;
}

export function useUploadAttachment(audience: ChatAudience, conversationId: string) {
  return useMutation({
    mutationFn: (file: File) => uploadAttachment(audience, conversationId, file),
  });
}
