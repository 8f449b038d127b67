import { Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router';

/** Where each "+" entry starts; the list pages open their create dialogs from `?create=1`. */
export const createTargets = [
  { value: 'chart', label: 'Chart', to: '/explore/' },
  { value: 'dashboard', label: 'Dashboard', to: '/dashboard/new/' },
  { value: 'dataset', label: 'Dataset', to: '/dataset/add/' },
  { value: 'database', label: 'Database connection', to: '/databaseview/list/?create=1' },
] as const;

export function CreateMenu() {
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={(details) => navigate(createTargets.find((t) => t.value === details.value)?.to ?? '/')}>
      <Menu.Trigger asChild>
        <Button size="sm" colorPalette="blue" aria-label="Create new">
          <span aria-hidden="true">+</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {createTargets.map((target) => (
              <Menu.Item key={target.value} value={target.value}>
                {target.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
