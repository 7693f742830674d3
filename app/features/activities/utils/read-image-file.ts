import { IMAGE_TYPES } from '@common/schemas/activities';
import { ACTIVITY_MESSAGES } from '@common/activities/messages';
import { ACTIVITY_LIMITS } from '@common/activities/limits';

export interface PickedImage {
  /** data: URL for the preview (the page's CSP allows data: images). */
  dataUrl: string;
  /** The bytes in base64, as the upload call takes them. */
  base64: string;
}

/**
 * Reads a chosen file, or explains why it cannot be used. The server checks the bytes
 * themselves again; this only spares a pointless upload.
 */
export async function readImageFile(file: File): Promise<PickedImage | { error: string }> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { error: ACTIVITY_MESSAGES.imageType };
  }
  if (file.size > ACTIVITY_LIMITS.imageBytes) return { error: ACTIVITY_MESSAGES.imageTooLarge };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
  return { dataUrl, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}
