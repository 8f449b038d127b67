import { IconButton } from '@chakra-ui/react';

export interface FavoriteStarProps {
  readonly name: string;
  readonly isFavorite: boolean;
  readonly onToggle: () => void;
  readonly disabled?: boolean;
}

/** A toggle button: its pressed state, not its glyph, tells assistive technology what it is. */
export function FavoriteStar({ name, isFavorite, onToggle, disabled }: FavoriteStarProps) {
  return (
    <IconButton
      variant="ghost"
      size="xs"
      aria-label={`Favourite ${name}`}
      aria-pressed={isFavorite}
      title={isFavorite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={onToggle}
      disabled={disabled}
      color={isFavorite ? 'yellow.500' : 'fg.muted'}
    >
      <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
    </IconButton>
  );
}
