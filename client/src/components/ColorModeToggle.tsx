import { IconButton } from '@chakra-ui/react';
import { useColorMode } from '../theme/ColorModeProvider.tsx';

export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      variant="ghost"
      onClick={toggleColorMode}
    >
      <span aria-hidden="true">{colorMode === 'dark' ? '☀' : '☾'}</span>
    </IconButton>
  );
}
