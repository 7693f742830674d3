import { Link } from 'react-router';
import { AVATAR_COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import { Avatar } from '~/components/ui/Avatar';
import { useAvatar } from '../api/get-avatar';
import styles from './AvatarStore.module.css';

/** The student's avatar in their area, with the way to the Avatar Store. */
export function AvatarBadge() {
  const { data: avatar } = useAvatar();
  if (!avatar) return null;
  return (
    <div className={styles.badge}>
      <Avatar look={avatar.look} size={72} label={AVATAR_COPY.yourAvatar} />
      <Link to={PATHS.studentAvatar}>{AVATAR_COPY.open}</Link>
    </div>
  );
}
