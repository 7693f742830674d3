import { avatarItem, normaliseLook, type AvatarLook } from '@common/avatars/catalog';

/**
 * A student's avatar, drawn from the Avatar Store's parts (common/avatars/catalog.ts): our own
 * SVG, layered background, body, head, hair and accessory. Decorative unless given a label.
 */
export function Avatar({
  look,
  size = 96,
  label,
}: {
  look: Partial<AvatarLook> | null | undefined;
  size?: number;
  label?: string;
}) {
  const worn = normaliseLook(look);
  const part = (slot: keyof AvatarLook) => avatarItem(worn[slot]);
  const background = part('background');
  const skin = part('skin')?.color ?? '#f4d3b5';
  const hair = part('hair');
  const top = part('top');
  const accessory = part('accessory');
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-look={Object.values(worn).join(' ')}
    >
      <rect width="120" height="120" rx="24" fill={background?.color ?? '#dfe9fb'} />
      {background?.shape === 'hills' && (
        <path d="M0 92 Q30 72 60 90 T120 84 V120 H0Z" fill="#9fd2a3" />
      )}
      {background?.shape === 'sun' && <circle cx="94" cy="26" r="12" fill="#f6b35b" />}
      {background?.shape === 'stars' &&
        [
          [18, 20],
          [96, 16],
          [104, 48],
          [14, 58],
          [70, 12],
        ].map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="#fff6c9" />)}
      <Top shape={top?.shape ?? 'tee'} color={top?.color ?? '#3f5fbf'} />
      <rect x="53" y="70" width="14" height="12" fill={skin} />
      <circle cx="60" cy="52" r="24" fill={skin} />
      <Hair shape={hair?.shape ?? 'short'} color={hair?.color ?? '#4a3222'} />
      <circle cx="51" cy="53" r="2.6" fill="#1c2233" />
      <circle cx="69" cy="53" r="2.6" fill="#1c2233" />
      <path
        d="M52 63 Q60 69 68 63"
        stroke="#1c2233"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
      <Accessory shape={accessory?.shape ?? 'none'} color={accessory?.color ?? 'none'} />
    </svg>
  );
}

function Top({ shape, color }: { shape: string; color: string }) {
  return (
    <g>
      <path d="M24 120 Q26 86 60 80 Q94 86 96 120Z" fill={color} />
      {shape === 'sweater' && (
        <path d="M30 104 H90 M28 112 H92" stroke="#fff" strokeOpacity="0.5" strokeWidth="3" />
      )}
      {shape === 'robe' && <path d="M48 81 L60 98 L72 81" fill="#c58a2a" />}
      {shape === 'hoodie' && (
        <path d="M40 84 Q60 100 80 84" stroke="#1f5a3d" strokeWidth="5" fill="none" />
      )}
    </g>
  );
}

function Hair({ shape, color }: { shape: string; color: string }) {
  if (shape === 'long') {
    return (
      <path
        d="M34 56 Q32 24 60 24 Q88 24 86 56 L90 86 Q80 80 82 58 Q70 38 40 44 Q38 72 30 86Z"
        fill={color}
      />
    );
  }
  if (shape === 'curly') {
    return (
      <g fill={color}>
        {[
          [40, 36],
          [50, 29],
          [62, 27],
          [74, 31],
          [82, 40],
          [36, 47],
          [85, 50],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="9" />
        ))}
      </g>
    );
  }
  return <path d="M36 50 Q36 26 60 26 Q84 26 84 50 Q76 38 60 38 Q44 38 36 50Z" fill={color} />;
}

function Accessory({ shape, color }: { shape: string; color: string }) {
  if (shape === 'glasses') {
    return (
      <g stroke={color} strokeWidth="2.2" fill="none">
        <circle cx="51" cy="53" r="7" />
        <circle cx="69" cy="53" r="7" />
        <path d="M58 53 H62" />
      </g>
    );
  }
  if (shape === 'cap') {
    return (
      <g fill={color}>
        <path d="M36 44 Q38 22 60 22 Q82 22 84 44Z" />
        <path d="M60 40 H98 Q96 46 84 46 H60Z" />
      </g>
    );
  }
  if (shape === 'halo') {
    return <ellipse cx="60" cy="18" rx="20" ry="5" fill="none" stroke={color} strokeWidth="4" />;
  }
  return null;
}
