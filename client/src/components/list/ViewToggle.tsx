import { Button, Group } from '@chakra-ui/react';

export type ListView = 'table' | 'card';

export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <Group attached role="group" aria-label="View">
      <Button
        size="sm"
        variant={view === 'card' ? 'solid' : 'outline'}
        aria-pressed={view === 'card'}
        onClick={() => onChange('card')}
      >
        Cards
      </Button>
      <Button
        size="sm"
        variant={view === 'table' ? 'solid' : 'outline'}
        aria-pressed={view === 'table'}
        onClick={() => onChange('table')}
      >
        Table
      </Button>
    </Group>
  );
}
