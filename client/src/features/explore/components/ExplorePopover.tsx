import { Popover, Portal } from '@chakra-ui/react';
import { type ReactElement, type ReactNode, useState } from 'react';

/**
 * Where an editor popover opens beside its anchor: an anchor in the top 35% of the viewport opens
 * downwards from its top (rightTop), one lower opens upwards from its bottom (rightBottom), so the
 * editor stays on screen.
 */
export function popoverPlacement(anchor: Element | null): 'right-start' | 'right-end' {
  if (!anchor || typeof window === 'undefined') return 'right-start';
  const { top } = anchor.getBoundingClientRect();
  return top < window.innerHeight * 0.35 ? 'right-start' : 'right-end';
}

export interface ExplorePopoverProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly trigger: ReactElement;
  readonly title: ReactNode;
  readonly label: string;
  readonly width?: string;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/** An editor popover of the control panel: closes on Escape or a click outside (which cancels the edit). */
export function ExplorePopover({
  open,
  onOpenChange,
  trigger,
  title,
  label,
  width = '380px',
  children,
  footer,
}: ExplorePopoverProps) {
  const [placement, setPlacement] = useState<'right-start' | 'right-end'>('right-start');
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement, flip: true }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger
        asChild
        onPointerDown={(event) => setPlacement(popoverPlacement(event.currentTarget))}
        onFocus={(event) => setPlacement(popoverPlacement(event.currentTarget))}
      >
        {trigger}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={width} maxW="95vw" aria-label={label} resize="both" overflow="auto">
            <Popover.Header>
              <Popover.Title fontWeight="semibold">{title}</Popover.Title>
            </Popover.Header>
            <Popover.Body display="flex" flexDirection="column" gap="3">
              {children}
            </Popover.Body>
            {footer ? (
              <Popover.Footer justifyContent="flex-end" gap="2">
                {footer}
              </Popover.Footer>
            ) : null}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
