import { AVATAR_COPY } from '@common/copy/writing';
import { Avatar } from '~/components/ui/Avatar';
import { useAvatar } from '../api/get-avatar';

/** The look the signed-in student wears (null while it loads or for other accounts' pages). */
export function useWornLook() {
  return useAvatar().data?.look ?? null;
}

/**
 * The signed-in student's worn avatar, wherever the student appears (the home, the writing page
 * header, the app shell's account menu). Reads the same query the Avatar Store updates, so a
 * change shows everywhere at once. Decorative unless `label` is given.
 */
export function StudentAvatar({ size = 40, label }: { size?: number; label?: string }) {
  const look = useWornLook();
  if (!look) return <span style={{ width: size, height: size }} aria-hidden="true" />;
  return <Avatar look={look} size={size} label={label} />;
}

/** The accessible name of the worn avatar, shared by every place that labels it. */
export const WORN_AVATAR_LABEL = AVATAR_COPY.yourAvatar;
