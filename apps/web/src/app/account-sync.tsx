// Keeps the device and the member's saved settings in step once user/getUserinfo answers:
// - the font size saved on the account applies across the app;
// - the language: a language chosen on this device wins and is saved to the account; a device with
//   no choice yet takes the account's language. Member calls answer in the account's language, so the
//   screens' answers are asked again once the device's language is saved.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userInfoQuery } from '../shared/api/get-userinfo.ts';
import { postUpdateSettings } from '../shared/api/update-settings.ts';
import { currentLanguage, switchLanguage } from '../shared/i18n/i18n.ts';
import { applyFontSize } from '../shared/storage/font-size.ts';
import { readItem, STORAGE_KEYS } from '../shared/storage/local-store.ts';
import { useSession } from '../shared/storage/session.ts';
import { FIRST_VIEW, useAfterPaint } from '../shared/ui/use-after-paint.ts';

export function AccountSync() {
  const session = useSession();
  const queryClient = useQueryClient();
  // The device's own font size and language are applied at start (main.tsx); the account's are
  // asked once the first screen is on screen, not on the way to it.
  const hasPainted = useAfterPaint(FIRST_VIEW);
  const { data } = useQuery({
    ...userInfoQuery,
    enabled: hasPainted && session !== null && !session.isGuest,
    select: (userInfo) => ({ fontSize: userInfo.fontSize, language: userInfo.language }),
  });
  const fontSize = data?.fontSize;
  const accountLanguage = data?.language;

  useEffect(() => {
    if (fontSize) applyFontSize(fontSize);
  }, [fontSize]);

  useEffect(() => {
    if (!accountLanguage) return;
    const deviceLanguage = currentLanguage();
    if (accountLanguage === deviceLanguage) return;
    if (readItem(STORAGE_KEYS.language) === null) {
      void switchLanguage(accountLanguage).catch(() => undefined);
    } else {
      // Quietly: a failure here changes nothing the member sees.
      void postUpdateSettings({ language: deviceLanguage })
        .then(() => queryClient.invalidateQueries())
        .catch(() => undefined);
    }
  }, [accountLanguage, queryClient]);

  return null;
}
