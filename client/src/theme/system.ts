import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Chakra's solid buttons lighten on hover (the solid colour at 90%), which takes white text on blue
// below the 4.5:1 contrast it has at rest; ours darken instead, in both colour modes.
const solidHoverBg = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)';

const config = defineConfig({
  globalCss: {
    // Superset's list rows and our skeleton rows share this height, so data arriving moves nothing.
    ':root': { '--chartroom-row-height': '44px' },
  },
  theme: {
    recipes: {
      button: {
        variants: {
          variant: {
            solid: { _hover: { bg: solidHoverBg }, _expanded: { bg: solidHoverBg } },
          },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
