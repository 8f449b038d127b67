import { Badge } from '@chakra-ui/react';

export interface CertifiedBadgeProps {
  /** Who certified it; nothing is shown when it is not certified. */
  readonly by: string | null | undefined;
  readonly details?: string | null;
}

/** Superset's certification mark beside a name: who certified it, and why, on hover. */
export function CertifiedBadge({ by, details }: CertifiedBadgeProps) {
  if (!by) return null;
  const title = details ? `Certified by ${by}: ${details}` : `Certified by ${by}`;
  return (
    <Badge colorPalette="green" variant="subtle" size="sm" title={title} aria-label={title} flexShrink={0}>
      <span aria-hidden="true">✓</span> Certified
    </Badge>
  );
}
