import { normaliseLook, type AvatarLook } from '../../../common/avatars/catalog';

/** The stored look (JSON in students.avatar), with the default for anything missing. */
export function lookOf(json: string | null | undefined): AvatarLook {
  try {
    return normaliseLook(json ? JSON.parse(json) : null);
  } catch {
    return normaliseLook(null);
  }
}
