// The detail screen's star: adds the instrument to the watchlist or takes it off. Visitors are sent
// to log in.
import { useTranslation } from 'react-i18next';
import { useAddFavorite } from '../../shared/api/add-favorite.ts';
import { useRemoveFavorites } from '../../shared/api/remove-favorites.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { useFavoriteState } from './api/favorite-state.ts';

interface FavoriteStarProps {
  symbol: string;
  /** The member's account; null for visitors. */
  account: string | null;
  onLogin: () => void;
}

export function FavoriteStar({ symbol, account, onLogin }: FavoriteStarProps) {
  const { t } = useTranslation();
  const state = useFavoriteState(symbol, account);
  const add = useAddFavorite();
  const remove = useRemoveFavorites();
  const isFavorite = state.data?.isFavorite ?? false;
  const isBusy = add.isPending || remove.isPending || (account !== null && state.isPending);
  const toggle = () => {
    if (account === null) {
      onLogin();
      return;
    }
    if (isFavorite)
      remove.mutate({ symbols: [symbol] }, { onSuccess: () => showToast(t('favorites.removed')) });
    else add.mutate(symbol, { onSuccess: () => showToast(t('favorites.added')) });
  };
  return (
    <button
      type="button"
      className={`icon-button detail-star${isFavorite ? ' starred' : ''}`}
      onClick={toggle}
      disabled={isBusy}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? t('favorites.unstar') : t('favorites.star')}
      data-testid="detail-favorite"
      data-favorite={isFavorite ? 'true' : 'false'}
    >
      <Icon name="star" size={24} />
    </button>
  );
}
