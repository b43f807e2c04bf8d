// Applies the member's saved font size (user/getUserinfo `fontSize`) across the app once known.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userInfoQuery } from '../shared/api/get-userinfo.ts';
import { applyFontSize } from '../shared/storage/font-size.ts';
import { useSession } from '../shared/storage/session.ts';

export function FontSizeSync() {
  const session = useSession();
  const { data: fontSize } = useQuery({
    ...userInfoQuery,
    enabled: session !== null && !session.isGuest,
    select: (userInfo) => userInfo.fontSize,
  });
  useEffect(() => {
    if (fontSize) applyFontSize(fontSize);
  }, [fontSize]);
  return null;
}
