import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export type ColorMode = 'light' | 'dark';

const storageKey = 'chartroom-color-mode';

interface ColorModeContextValue {
  readonly colorMode: ColorMode;
  readonly toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue>({ colorMode: 'light', toggleColorMode: () => {} });

/** The stored choice, else the operating system's preference. */
export function initialColorMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage can be disabled (private mode, policies); the OS preference still applies.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Chakra v3 switches its semantic tokens on a `dark` class of the root element. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setColorMode] = useState<ColorMode>(initialColorMode);

  useEffect(() => {
    applyColorMode(colorMode);
    try {
      window.localStorage.setItem(storageKey, colorMode);
    } catch {
      // Not persisting the choice is acceptable; the toggle still works for this page.
    }
  }, [colorMode]);

  const toggleColorMode = useCallback(() => setColorMode((mode) => (mode === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ colorMode, toggleColorMode }), [colorMode, toggleColorMode]);
  return <ColorModeContext value={value}>{children}</ColorModeContext>;
}

export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext);
}
