import type { UserInfo } from '@saham/contract/user';
import { Icon } from '../../shared/ui/icons.tsx';

const GRADIENTS: Record<NonNullable<UserInfo['avatar']>, string> = {
  'avatar-1': 'linear-gradient(135deg, #60a5fa, #2563eb)',
  'avatar-2': 'linear-gradient(135deg, #34d399, #059669)',
  'avatar-3': 'linear-gradient(135deg, #fbbf24, #d97706)',
  'avatar-4': 'linear-gradient(135deg, #f472b6, #db2777)',
  'avatar-5': 'linear-gradient(135deg, #a78bfa, #7c3aed)',
  'avatar-6': 'linear-gradient(135deg, #2dd4bf, #0d9488)',
};

/** One of the preset avatars (uploads arrive later), or a neutral one. */
export function Avatar({ avatar, size = 60 }: { avatar: UserInfo['avatar'] | undefined; size?: number }) {
  const background = avatar ? GRADIENTS[avatar] : 'rgba(255, 255, 255, 0.2)';
  return (
    <span className="avatar" style={{ width: size, height: size, background }} aria-hidden="true">
      <Icon name="user" size={Math.round(size * 0.5)} strokeWidth={1.8} />
    </span>
  );
}
