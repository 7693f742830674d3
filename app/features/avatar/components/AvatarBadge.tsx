import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AvatarAnswer } from '@common/avatars/catalog';
import { AVATAR_COPY } from '@common/copy/writing';
import { PATHS } from '@common/routes';
import { Avatar } from '~/components/ui/Avatar';
import { loadAvatar } from '../api';
import styles from './AvatarStore.module.css';

/** The student's avatar in their area, with the way to the Avatar Store. */
export function AvatarBadge() {
  const [avatar, setAvatar] = useState<AvatarAnswer | null>(null);
  useEffect(() => {
    let active = true;
    void loadAvatar().then((result) => {
      if (active && result.ok) setAvatar(result.body);
    });
    return () => {
      active = false;
    };
  }, []);
  if (!avatar) return null;
  return (
    <div className={styles.badge}>
      <Avatar look={avatar.look} size={72} label={AVATAR_COPY.yourAvatar} />
      <Link to={PATHS.studentAvatar}>{AVATAR_COPY.open}</Link>
    </div>
  );
}
