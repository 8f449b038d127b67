import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    // Superset's list rows and our skeleton rows share this height, so data arriving moves nothing.
    ':root': { '--chartroom-row-height': '44px' },
  },
});

export const system = createSystem(defaultConfig, config);
